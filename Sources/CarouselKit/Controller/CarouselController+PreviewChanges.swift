/// fzf's actions on the preview window: `change-preview-window`, `change-preview`,
/// `preview(…)` and the wrap toggles, on the cards' previews.
extension CarouselController {
    func changePreview(_ change: BindAction.PreviewChange, now: Double) {
        guard let previewing = dataSource as? PreviewingCards else { return }
        let loader = previewing.loader
        switch change {
        case .window(let argument):
            // A bad choice leaves the window as it was (fzf says nothing either).
            guard (try? loader.changeWindow(argument)) != nil else { return }
            let shown = !loader.window.startsHidden
            if shown != previewing.isShown { setPreviewShown(shown, now: now) }
            collectionView.reloadData()
        case .command(let template):
            guard template != loader.command.template else { return }
            loader.command.template = template
            loader.runAgain(nil)
            if !previewing.isShown { setPreviewShown(true, now: now) }
        case .once(let template):
            guard count > 0, let line = previewing.lineForItem(scrollView.destinationPage) else { return }
            if !previewing.isShown { setPreviewShown(true, now: now) }
            loader.runOnce(template, for: line)
        case .toggleWrap(let words):
            var window = loader.window
            let on = !(window.wraps && window.wrapsWords == words)
            window.wraps = on
            window.wrapsWords = on && words
            loader.window = window
            collectionView.reloadData()
        }
    }
}

/// fzf's actions on the previews: shown, hidden and run again, and `change-preview-window`,
/// `change-preview`, `preview(…)` and the wrap toggles, on the cards' previews (a data
/// source that previews its cards, `PreviewingCards`).
extension BindingSession {
    /// fzf's `toggle-preview`: the cards without their preview, or with it again.
    func togglePreview(on scene: CarouselController, now: Double) {
        guard let previewing = scene.dataSource as? PreviewingCards else { return }
        setPreviewShown(!previewing.isShown, on: scene, now: now)
    }

    /// fzf's `show-preview` and `hide-preview`.
    func setPreviewShown(_ shown: Bool, on scene: CarouselController, now: Double) {
        guard let previewing = scene.dataSource as? PreviewingCards, previewing.isShown != shown else { return }
        previewing.isShown = shown
        scene.cardsReplaced(now: now)
    }

    /// fzf's `refresh-preview`: the current card's preview command run again.
    func refreshPreview(on scene: CarouselController) {
        guard let previewing = scene.dataSource as? PreviewingCards, previewing.isShown, scene.count > 0,
            let line = previewing.lineForItem(scene.destinationPage)
        else { return }
        previewing.loader.runAgain(line)
    }

    func changePreview(_ change: BindAction.PreviewChange, on scene: CarouselController, now: Double) {
        guard let previewing = scene.dataSource as? PreviewingCards else { return }
        let loader = previewing.loader
        switch change {
        case .window(let argument):
            // A bad choice leaves the window as it was (fzf says nothing either).
            guard (try? loader.changeWindow(argument)) != nil else { return }
            let shown = !loader.window.startsHidden
            if shown != previewing.isShown { setPreviewShown(shown, on: scene, now: now) }
            scene.cardsChangedLook()
        case .command(let template):
            guard template != loader.command.template else { return }
            loader.command.template = template
            loader.runAgain(nil)
            if !previewing.isShown { setPreviewShown(true, on: scene, now: now) }
        case .once(let template):
            guard scene.count > 0, let line = previewing.lineForItem(scene.destinationPage) else { return }
            if !previewing.isShown { setPreviewShown(true, on: scene, now: now) }
            loader.runOnce(template, for: line)
        case .toggleWrap(let words):
            var window = loader.window
            let on = !(window.wraps && window.wrapsWords == words)
            window.wraps = on
            window.wrapsWords = on && words
            loader.window = window
            scene.cardsChangedLook()
        }
    }
}

import CarouselCore

/// The lanes as the event loop runs them: each message to the method that answers it. The
/// lanes have no bound events and no lines of their own to replace.
extension LanesScene {
    @discardableResult
    package func handle(_ message: SceneMessage, now: Double) -> CarouselAction? {
        var action: CarouselAction?
        switch message {
        case .input(let event): action = handle(event, now: now)
        case .tick: tick(now: now)
        case .dataChanged: reloadData(now: now)
        // The labels say whether more is coming.
        case .loadingMore: _ = takeNews(message)
        // News that moves nothing and changes no label: nothing to lay out again.
        case .frameDrawn, .pointerPrecision, .theme, .recordGestures, .playing:
            _ = takeNews(message)
            return nil
        case .inputReplaced, .bindEvent: return nil
        }
        layOutLanes()
        return action
    }

    /// What drawing would otherwise decide, decided after every message so that drawing only
    /// reads (UIKit's layout pass before display): which lanes have carousels, the cells of
    /// lanes out of sight given back, and what each label says of the scene.
    func layOutLanes() {
        if screen.isTooSmall {
            for lane in laneCarousels { lane.collectionView.updateVisibleItems(EmptyCollection<Int>()) }
            return
        }
        syncLanes()
        let visible = visibleLanes
        for lane in laneCarousels {
            // Off screen (a race's lane keeps its carousel): its cells go back to the pool.
            if !visible.contains(lane.lane) { lane.collectionView.updateVisibleItems(EmptyCollection<Int>()) }
            lane.label.isLoadingMore = isLoadingMore
            lane.label.showsDetails = configuration.showsDetails
        }
    }

    package var activity: SceneActivity {
        SceneActivity(isAnimating: isAnimating, isTracking: isTracking, nextWakeTime: nextWakeTime, autoplayStatus: autoplayStatus)
    }

    package func takeRequestedAction() -> CarouselAction? { nil }
}

import CarouselCore

/// The carousel as the event loop runs it: each message to the method that answers it.
extension CarouselController {
    @discardableResult
    package func handle(_ message: SceneMessage, now: Double) -> CarouselAction? {
        if takeNews(message) { return nil }
        switch message {
        case .input(let event): return handle(event, now: now)
        case .tick: tick(now: now)
        case .dataChanged: reloadData(now: now)
        case .inputReplaced: replaceInput(now: now)
        case .bindEvent(let event): fire(event, now: now)
        case .frameDrawn, .pointerPrecision, .theme, .loadingMore, .recordGestures, .playing: break
        }
        return nil
    }

    package var activity: SceneActivity {
        SceneActivity(isAnimating: isAnimating, isTracking: isTracking, nextWakeTime: nextWakeTime, autoplayStatus: autoplayStatus)
    }
}

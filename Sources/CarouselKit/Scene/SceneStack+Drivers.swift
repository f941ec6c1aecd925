/// What the stack's drivers (`SceneDrivers`) say, for the program and for tests.
extension SceneStack {
    /// Autoplay's state, while there is autoplay.
    package var autoplay: Autoplay? { drivers.autoplay?.state }
    /// When the event loop must wake for autoplay's next card; `nil` while paused or off.
    package var nextAutoplayTime: Double? { drivers.autoplay?.nextTime }
    /// The replay's plan and where it stands, while there is one.
    package var replay: RaceReplay? { drivers.replay?.state }
    /// When the loop must wake for the replay's next gesture.
    package var nextReplayTime: Double? { drivers.replay?.nextTime }
}

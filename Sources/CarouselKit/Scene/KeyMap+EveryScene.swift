extension KeyMap {
    /// Every scene's keys, as the man page and the guide list them: the carousel's, with the
    /// picker's and the shelves' own among them, each in its place, and a note where a scene
    /// goes without one (the race's lanes are the strategies).
    package static let documented = KeyMap.standard.adding(.picker).adding(.shelves).adding(.race(presented: false))
}

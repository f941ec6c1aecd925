extension LanesScene {
    /// What makes lanes a race or shelves, as data: where a gesture goes (`LaneRouting`),
    /// how tall a lane is, and what the status row, the help and the too-small note call the
    /// scene. The roles there are are listed here, one line each.
    package struct Role: Sendable {
        let routing: any LaneRouting
        var sizing: LanesLayout.Sizing
        /// Opened over another scene (the race over the demo, `R`): Escape and R go back to it.
        package var isPresented = false
        /// What the status row calls the scene, and what the too-small note says it is too small for.
        var title: String, tooSmallFor: String
        /// The keys as the scene answers and shows them: its own over the carousel's.
        let keyMap: KeyMap

        /// Strategies over the same cards: every gesture drives every lane. `presented` over
        /// the demo (`R`), Escape and R go back to it.
        package static func race(presented: Bool) -> Role {
            Role(
                routing: EveryLane(), sizing: .fitEvery, isPresented: presented, title: "race", tooSmallFor: "the race",
                keyMap: KeyMap.standard.layered(.race(presented: presented)))
        }

        /// Groups of cards: a gesture drives the lane it began on, the keys the focused one.
        package static let shelves = Role(
            routing: LaneUnderPointer(), sizing: .aboutThree, title: "shelves", tooSmallFor: "shelves",
            keyMap: KeyMap.standard.layered(.shelves))
    }

    package var isPresented: Bool { role.isPresented }
    var routing: any LaneRouting { role.routing }
}

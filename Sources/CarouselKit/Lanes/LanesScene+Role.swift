extension LanesScene {
    /// What makes lanes a race or shelves, as data: where a gesture goes, how tall a lane is,
    /// and what the status row, the help and the too-small note call the scene.
    package struct Role: Equatable, Sendable {
        package var routing: Routing
        var sizing: LanesLayout.Sizing
        var helpKind: HelpLine.Context.Kind
        /// What the status row calls the scene, and what the too-small note says it is too small for.
        var title: String, tooSmallFor: String

        /// Strategies over the same cards: every gesture drives every lane. `presented` over
        /// the demo (`R`), Escape and R go back to it.
        package static func race(presented: Bool) -> Role {
            Role(
                routing: .everyLane, sizing: .fitEvery, helpKind: presented ? .presentedRace : .race, title: "race",
                tooSmallFor: "the race")
        }

        /// Groups of cards: a gesture drives the lane it began on, the keys the focused one.
        package static let shelves = Role(
            routing: .laneUnderPointer, sizing: .aboutThree, helpKind: .shelves, title: "shelves",
            tooSmallFor: "shelves")

        package var isPresented: Bool { helpKind == .presentedRace }
    }

    /// Where a gesture and the page keys go.
    package enum Routing: Equatable, Sendable {
        /// To every lane: one drag drives them all (the race).
        case everyLane
        /// To the lane a drag began on, its axis decided first (`DirectionalLock`), and the
        /// keys to the focused lane (the shelves).
        case laneUnderPointer
    }

    package var isPresented: Bool { role.isPresented }
    var routing: Routing { role.routing }
}

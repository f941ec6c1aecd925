extension LanesScene {
    /// What makes lanes a race or shelves: where a gesture goes, how tall a lane is, and
    /// what the status row, the labels and the help call them.
    public enum Role: Equatable, Sendable {
        /// Strategies over the same cards: every gesture drives every lane. `presented`
        /// over the demo (`R`), Escape and R go back to it.
        case race(presented: Bool)
        /// Groups of cards: a gesture drives the lane it began on, the focused one the keys.
        case shelves

        /// Where gestures and page keys go.
        public var routing: Routing {
            switch self {
            case .race: .everyLane
            case .shelves: .laneUnderPointer
            }
        }

        var sizing: LanesLayout.Sizing {
            switch self {
            case .race: .fitEvery
            case .shelves: .aboutThree
            }
        }

        var helpKind: HelpLine.Context.Kind {
            switch self {
            case .race(let presented): presented ? .presentedRace : .race
            case .shelves: .shelves
            }
        }

        /// What the status row and the too-small note call the scene.
        var title: String {
            switch self {
            case .race: "race"
            case .shelves: "shelves"
            }
        }

        /// What the too-small note says the screen is too small for.
        var tooSmallFor: String {
            switch self {
            case .race: "the race"
            case .shelves: "shelves"
            }
        }

        public var isPresented: Bool { self == .race(presented: true) }
    }

    /// Where a gesture and the page keys go.
    public enum Routing: Equatable, Sendable {
        /// To every lane: one drag drives them all (the race).
        case everyLane
        /// To the lane a drag began on, its axis decided first (`DirectionalLock`), and the
        /// keys to the focused lane (the shelves).
        case laneUnderPointer
    }

    public var isPresented: Bool { role.isPresented }
    var routing: Routing { role.routing }
}

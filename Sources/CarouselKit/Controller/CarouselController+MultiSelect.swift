/// `-m`: more than one choice. The marks are the picker's (`Picker+Marks`); whether there
/// may be several is the configuration's, which `change-multi` changes.
extension CarouselController {
    /// The marks, in a picker that allows more than one choice.
    package var marks: LineMarks? { picker?.marks(in: self) }

    /// Allows (or not) more than one choice: Tab marks from now on.
    package func setMultipleSelection(_ allows: Bool) {
        configuration.allowsMultipleSelection = allows
    }
}

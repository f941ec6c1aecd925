import CarouselTerminal

import Foundation

// A picker in one call: typing filters the fruit as fzf ranks them, Enter chooses, Escape
// leaves with nothing. The choice is printed, as `fzf` prints it, for a shell to use.
let fruit = [
    "apple", "apricot", "banana", "blackberry", "blueberry", "cherry", "clementine", "damson",
    "fig", "grape", "greengage", "kiwi", "lemon", "lime", "lychee", "mango", "nectarine",
    "orange", "papaya", "peach", "pear", "plum", "quince", "raspberry", "strawberry",
]

do {
    guard let chosen = try TerminalCarousel.pick(from: fruit, prompt: "fruit> ") else {
        exit(1)
    }
    print(chosen)
} catch {
    // No terminal to draw on: said, and the status a picker gives for it.
    FileHandle.standardError.write(Data("pick-a-fruit: \(error)\n".utf8))
    exit(2)
}

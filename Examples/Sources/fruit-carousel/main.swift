import CarouselKit
import CarouselTerminal

// Three cards, each a value saying what it shows, asked for as it scrolls into sight.
let names = ["apple", "banana", "cherry"]
let fruit = CardList(count: names.count) { index in CardContent(title: names[index]) }

var configuration = CarouselConfiguration()
configuration.strategy = NearestPaging()
if case .finished(let chose?) = try TerminalCarousel.run(dataSource: fruit, configuration: configuration) {
    print("you chose", names[chose])
}

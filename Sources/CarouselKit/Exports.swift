// The layers below the scenes are part of what `import CarouselKit` gives: a program that shows a
// carousel names its scroll view, resolvers and canvas without importing each layer itself.
@_exported import CarouselCore
@_exported import CarouselMatching

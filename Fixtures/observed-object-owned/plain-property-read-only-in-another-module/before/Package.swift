// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Bookstore",
    platforms: [.iOS("17.0"), .macOS(.v14)],
    targets: [
        .target(name: "Shelf"),
        // Does not depend on 'Shelf': its 'library' members are its own.
        .target(name: "Kiosk"),
    ]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "App"),
        .target(name: "Widget"),
    ]
)

// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Feed",
    platforms: [.iOS("16.0"), .macOS(.v13)],
    targets: [
        .target(name: "Rows"),
        .executableTarget(name: "App", dependencies: ["Rows"]),
    ]
)

// swift-tools-version:5.9
import PackageDescription

// No library product: only the app, scanned with it, uses the feature's public API.
let package = Package(
    name: "Reader",
    platforms: [.iOS("16.0"), .macOS(.v13)],
    targets: [
        .target(name: "Feed"),
        .executableTarget(name: "App", dependencies: ["Feed"]),
    ]
)

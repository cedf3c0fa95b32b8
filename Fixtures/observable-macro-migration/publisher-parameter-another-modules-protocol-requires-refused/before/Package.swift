// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Recorder",
    platforms: [.iOS("17.0"), .macOS(.v14)],
    targets: [
        .target(name: "Recording"),
        .executableTarget(name: "App", dependencies: ["Recording"]),
    ]
)

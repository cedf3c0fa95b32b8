// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS("17.0"), .macOS(.v14)],
    targets: [
        .target(name: "Wire"),
        .executableTarget(name: "App", dependencies: ["Wire"]),
    ]
)

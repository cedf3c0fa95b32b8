// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Mail",
    platforms: [.iOS("16.0"), .macOS(.v13)],
    targets: [
        .target(name: "Networking"),
        .target(name: "Inbox", dependencies: ["Networking"]),
        .executableTarget(name: "App", dependencies: ["Inbox", "Networking"]),
    ]
)

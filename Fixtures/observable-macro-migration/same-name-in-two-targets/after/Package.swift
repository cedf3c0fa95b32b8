// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Suite",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .executableTarget(name: "Reader"),
        .executableTarget(name: "Editor"),
    ]
)

// swift-tools-version:5.9
import PackageDescription

// Each target names its folder: 'Core' is everything under 'Sources', subfolders included.
let package = Package(
    name: "Flip",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .target(name: "Core", path: "Sources"),
        .target(name: "Peripheral", path: "Peripheral"),
        .target(name: "UI", dependencies: ["Core", "Peripheral"], path: "UI/"),
    ]
)

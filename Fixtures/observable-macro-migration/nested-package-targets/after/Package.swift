// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "App",
    platforms: [.iOS("17.0"), .macOS(.v14)],
    dependencies: [.package(path: "Packages/Legacy")],
    targets: [
        .executableTarget(name: "App", dependencies: ["Legacy"]),
    ]
)

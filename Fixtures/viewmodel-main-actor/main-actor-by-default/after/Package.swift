// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "Reader",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        // Every type of 'Feed' is '@MainActor' unless it says otherwise.
        .target(name: "Feed", swiftSettings: [.defaultIsolation(MainActor.self)]),
        .target(name: "Sync"),
    ]
)

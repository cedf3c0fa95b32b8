// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "Account",
    platforms: [.iOS("17.0"), .macOS(.v14)],
    targets: [
        .target(name: "Account"),
        // Compiled only by the app's preview target, which imports the library '@testable'.
        .target(name: "AccountPreviews", dependencies: ["Account"]),
    ]
)

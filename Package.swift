// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Remodel",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "remodel", targets: ["remodel"]),
    .library(name: "RemodelCore", targets: ["RemodelCore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .target(
      name: "RemodelCore",
      dependencies: [
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftBasicFormat", package: "swift-syntax"),
      ]
    ),
    .executableTarget(
      name: "remodel",
      dependencies: [
        "RemodelCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    .executableTarget(
      name: "remodel-bench",
      dependencies: [
        "RemodelCore",
        .product(name: "SwiftParser", package: "swift-syntax"),
      ]
    ),
    .testTarget(
      name: "RemodelCoreTests",
      dependencies: ["RemodelCore", "remodel"]
    ),
  ]
)

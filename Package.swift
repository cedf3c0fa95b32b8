// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "Remodel",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "remodel", targets: ["remodel"]),
    .library(name: "RemodelCore", targets: ["RemodelCore"]),
    .plugin(name: "RemodelPlugin", targets: ["RemodelPlugin"]),
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
    .plugin(
      name: "RemodelPlugin",
      capability: .command(
        intent: .custom(
          verb: "remodel",
          description: "Run remodel diff, fix or check on this package's source targets."),
        permissions: [
          .writeToPackageDirectory(reason: "'remodel fix' rewrites the package's Swift files.")
        ]),
      dependencies: ["remodel"]
    ),
    .testTarget(
      name: "RemodelCoreTests",
      dependencies: ["RemodelCore", "remodel"]
    ),
  ]
)

// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "composable-linux",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "ComposableCore", targets: ["ComposableCore"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    // MARK: Core
    .target(
      name: "ComposableCore",
      dependencies: [
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Core/ComposableCore"
    ),
    .testTarget(
      name: "ComposableCoreTests",
      dependencies: [
        "ComposableCore",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ComposableCoreTests"
    ),
    .target(
      name: "ComposableTesting",
      dependencies: [
        "ComposableCore",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Core/ComposableTesting"
    ),
    .testTarget(
      name: "ComposableTestingTests",
      dependencies: [
        "ComposableTesting",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ComposableTestingTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
// Written by tca-linux; see PORT.md for what changed from the app.
import PackageDescription

let package = Package(
  name: "Counter",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "/composable-linux"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
  ],
  targets: [
    .target(
      name: "CounterApp",
      dependencies: [
        "CounterFeature",
      ],
      path: "Sources/CounterApp",
      swiftSettings: [
        .swiftLanguageMode(.v6),
      ]
    ),
    .target(
      name: "CounterFeature",
      dependencies: [
        "NumberFactClient",
        "SpeechClient",
        .product(name: "ComposableArchitecture", package: "composable-linux"),
      ],
      path: "Sources/CounterFeature",
      swiftSettings: [
        .swiftLanguageMode(.v6),
      ]
    ),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: [
        "CounterFeature",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/CounterFeatureTests",
      swiftSettings: [
        .swiftLanguageMode(.v6),
      ]
    ),
    .target(
      name: "NumberFactClient",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "composable-linux"),
      ],
      path: "Sources/NumberFactClient",
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .enableExperimentalFeature("StrictConcurrency"),
      ]
    ),
    .target(
      name: "SpeechClient",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "composable-linux"),
      ],
      path: "Sources/SpeechClient",
      swiftSettings: [
        .swiftLanguageMode(.v6),
      ]
    ),
  ]
)

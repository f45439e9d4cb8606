// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Counter",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "CounterFeature", targets: ["CounterFeature"])
  ],
  dependencies: [
    .package(url: "https://github.com/pointfreeco/swift-composable-architecture", from: "1.25.0")
  ],
  targets: [
    .executableTarget(
      name: "CounterApp",
      dependencies: ["CounterFeature"]
    ),
    .target(
      name: "CounterFeature",
      dependencies: [
        "NumberFactClient",
        "SpeechClient",
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture"),
      ]
    ),
    .testTarget(
      name: "CounterFeatureTests",
      dependencies: ["CounterFeature"]
    ),
    .target(
      name: "NumberFactClient",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ],
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .enableExperimentalFeature("StrictConcurrency"),
      ]
    ),
    .target(
      name: "SpeechClient",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "swift-composable-architecture")
      ]
    ),
  ]
)

// swift-tools-version: 6.2
// Written by tca-linux; see PORT.md for what changed from the app.
import PackageDescription

let package = Package(
  name: "Timers",
  platforms: [.macOS(.v15)],
  dependencies: [
    .package(path: "/composable-linux"),
    .package(url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1"),
  ],
  targets: [
    .target(
      name: "Timers",
      dependencies: [
        .product(name: "ComposableArchitecture", package: "composable-linux"),
      ],
      path: "Sources/Timers",
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .enableExperimentalFeature("StrictConcurrency"),
      ]
    ),
    .testTarget(
      name: "TimersTests",
      dependencies: [
        "Timers",
        .product(name: "DependenciesTestObserver", package: "swift-dependencies"),
      ],
      path: "Tests/TimersTests",
      swiftSettings: [
        .swiftLanguageMode(.v5),
        .enableExperimentalFeature("StrictConcurrency"),
      ]
    ),
  ]
)

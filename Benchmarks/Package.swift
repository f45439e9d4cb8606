// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "composable-linux-benchmarks",
  platforms: [.macOS(.v15)],
  dependencies: [
    // NB: Named, because a path dependency's identity is its folder's name, which varies by clone.
    .package(name: "composable-linux", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .target(
      name: "BenchmarkFeatures",
      dependencies: [.product(name: "ComposableCore", package: "composable-linux")]
    ),
    // NB: The case study's feature, through a link to its folder: the main package keeps its
    //     features out of its products, so that users' targets may take their names.
    .target(
      name: "NthPrimeFeature",
      dependencies: [.product(name: "ComposableCore", package: "composable-linux")]
    ),
    .executableTarget(
      name: "RuntimeBenchmarks",
      dependencies: [
        "BenchmarkFeatures",
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ComposableCore", package: "composable-linux"),
        .product(name: "Sharing", package: "composable-linux"),
        .product(name: "ComposableTesting", package: "composable-linux"),
        "NthPrimeFeature",
      ],
      path: "Benchmarks/RuntimeBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs one workload outside the harness, for callgrind and perf (see BENCHMARKS.md).
    .executableTarget(
      name: "Profile",
      dependencies: [
        "BenchmarkFeatures",
        .product(name: "ComposableCore", package: "composable-linux"),
        .product(name: "ComposableTesting", package: "composable-linux"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// swift-tools-version: 6.2
import CompilerPluginSupport
import PackageDescription

let package = Package(
  name: "composable-linux",
  platforms: [.macOS(.v15)],
  // NB: Only the modules a TCA user imports. The example features, clients and the terminal app
  //     are targets: a product reaching a target named `AppFeature` would make SwiftPM refuse every
  //     user package that has one. `swift run case-studies` works through the executable product
  //     SwiftPM synthesizes for the root package.
  products: [
    .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
    .library(name: "ComposableCore", targets: ["ComposableCore"]),
    .library(name: "ComposableTesting", targets: ["ComposableTesting"]),
    .library(name: "Perception", targets: ["Perception"]),
    .library(name: "PerceptionCore", targets: ["PerceptionCore"]),
    .library(name: "Sharing", targets: ["Sharing"]),
    .library(name: "SwiftNavigation", targets: ["SwiftNavigation"]),
    .executable(name: "tca-linux", targets: ["tca-linux"]),
  ],
  traits: [
    .trait(
      name: "Combine",
      description: """
        Combine-shaped API over OpenCombine on Linux: `Effect.publisher`, `store.publisher`, \
        `$shared.publisher`, and `debounce`/`throttle` over combine-schedulers' schedulers \
        (`DispatchQueue.test`, `\\.mainQueue`). Without it, OpenCombine is not built.
        """
    ),
    .trait(
      name: "TestObserver",
      description: """
        Links swift-dependencies' `DependenciesTestObserver` where it exists (Linux), so that each \
        XCTest test starts with fresh dependencies and `@Shared` storage, as it does on Apple \
        platforms. It loads the toolchain's XCTest into every program that links \
        `ComposableTesting` or `ComposableArchitecture`; a program that ships without XCTest \
        leaves it out.
        """
    ),
    .default(enabledTraits: ["Combine", "TestObserver"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    .package(url: "https://github.com/pointfreeco/combine-schedulers", from: "1.2.2"),
    .package(url: "https://github.com/pointfreeco/swift-case-paths", from: "1.10.0"),
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    // NB: Its `CombineSchedulers` trait (`\.mainQueue`) only with ours, so that without the
    //     `Combine` trait nothing in the graph builds OpenCombine.
    .package(
      url: "https://github.com/pointfreeco/swift-dependencies", from: "1.17.1",
      traits: [
        "Clocks", "Foundation", "FoundationNetworking",
        .trait(name: "CombineSchedulers", condition: .when(traits: ["Combine"])),
      ]),
    .package(url: "https://github.com/pointfreeco/swift-identified-collections", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-macro-testing", from: "0.7.0"),
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    // NB: Combine's `Scheduler` on Linux, where combine-schedulers builds on OpenCombine.
    .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    // NB: The range the pointfree packages accept, so that the graph builds one swift-syntax.
    .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.1"..<"604.0.0"),
    .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    // NB: `swift package generate-documentation`, for Scripts/docs.sh.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // MARK: Core

    .target(
      name: "ComposableArchitecture",
      dependencies: [
        "ComposableCore",
        "ComposableTesting",
        "Perception",
        "Sharing",
        "SwiftNavigation",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "Clocks", package: "swift-clocks"),
        .product(
          name: "CombineSchedulers", package: "combine-schedulers",
          condition: .when(traits: ["Combine"])),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "XCTestDynamicOverlay", package: "xctest-dynamic-overlay"),
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android], traits: ["Combine"])),
      ],
      path: "Core/ComposableArchitecture"
    ),
    .testTarget(
      name: "ComposableArchitectureTests",
      dependencies: [
        "ComposableArchitecture",
        "TestSupport",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android], traits: ["Combine"])),
      ],
      path: "Tests/ComposableArchitectureTests"
    ),
    // NB: The macros expand in user code of either language mode; this target compiles the same
    //     generic-type test file as ComposableArchitectureTests (through a link) in Swift 5 mode.
    .testTarget(
      name: "ComposableArchitectureSwift5Tests",
      dependencies: [
        "ComposableArchitecture",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ComposableArchitectureSwift5Tests",
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
      name: "ComposableCore",
      dependencies: [
        "ComposableMacros",
        "Perception",
        "SwiftNavigation",
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(
          name: "CombineSchedulers", package: "combine-schedulers",
          condition: .when(traits: ["Combine"])),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android], traits: ["Combine"])),
      ],
      path: "Core/ComposableCore"
    ),
    .testTarget(
      name: "ComposableCoreTests",
      dependencies: [
        "ComposableCore",
        "TestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ComposableCoreTests"
    ),
    .target(
      name: "ComposableTesting",
      dependencies: [
        "ComposableCore",
        "Sharing",
        .product(name: "CasePaths", package: "swift-case-paths"),
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
        "TestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/ComposableTestingTests"
    ),
    .target(
      name: "SwiftNavigation",
      dependencies: [
        "ComposableMacros",
        "Perception",
        .product(name: "CasePaths", package: "swift-case-paths"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
      ],
      path: "Core/SwiftNavigation"
    ),
    .testTarget(
      name: "SwiftNavigationTests",
      dependencies: [
        "SwiftNavigation",
        "TestSupport",
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/SwiftNavigationTests"
    ),
    .target(
      name: "Perception",
      dependencies: ["ComposableMacros"],
      path: "Core/Perception"
    ),
    .testTarget(
      name: "PerceptionTests",
      dependencies: [
        "Perception",
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/PerceptionTests"
    ),
    .target(
      name: "PerceptionCore",
      dependencies: ["Perception"],
      path: "Core/PerceptionCore"
    ),
    .target(
      name: "Sharing",
      dependencies: [
        "Perception",
        "SwiftNavigation",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
        // NB: `$shared.publisher`, with the `Combine` trait.
        .product(
          name: "OpenCombineShim", package: "OpenCombine",
          condition: .when(platforms: [.linux, .android], traits: ["Combine"])),
      ],
      path: "Core/Sharing"
    ),
    .testTarget(
      name: "SharingTests",
      dependencies: [
        "Sharing",
        "SwiftNavigation",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IdentifiedCollections", package: "swift-identified-collections"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/SharingTests"
    ),
    .macro(
      name: "ComposableMacros",
      dependencies: [
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths"),
        .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        .product(name: "SwiftDiagnostics", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
        .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
      ],
      path: "Core/ComposableMacros"
    ),
    .testTarget(
      name: "ComposableMacrosTests",
      dependencies: [
        "ComposableMacros",
        "Perception",
        "SwiftNavigation",
        .product(name: "CasePathsMacrosSupport", package: "swift-case-paths"),
        .product(name: "OrderedCollections", package: "swift-collections"),
        .product(name: "MacroTesting", package: "swift-macro-testing"),
        .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
      ],
      path: "Tests/ComposableMacrosTests"
    ),

    // MARK: Clients

    .target(
      name: "FactClient",
      dependencies: [
        "SwiftNavigation",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "DependenciesMacros", package: "swift-dependencies"),
      ],
      path: "Clients/FactClient"
    ),
    .testTarget(
      name: "FactClientTests",
      dependencies: [
        "FactClient",
        .product(name: "Dependencies", package: "swift-dependencies"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/FactClientTests"
    ),
    .target(
      name: "FactClientLive",
      dependencies: [
        "FactClient",
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "Dependencies", package: "swift-dependencies"),
      ],
      path: "Clients/FactClientLive"
    ),
    .testTarget(
      name: "FactClientLiveTests",
      dependencies: [
        "FactClient",
        "FactClientLive",
        "FactServerTestSupport",
        "TestSupport",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/FactClientLiveTests"
    ),

    // MARK: Test support

    .target(
      name: "TestSupport",
      dependencies: [
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      path: "TestSupport/TestSupport"
    ),
    .target(
      name: "FactServerTestSupport",
      dependencies: [
        "TestSupport",
        .product(name: "FlyingSocks", package: "FlyingFox"),
      ],
      path: "TestSupport/FactServerTestSupport"
    ),

    // MARK: Features

    .target(
      name: "EffectsBasicsFeature",
      dependencies: ["ComposableCore", "FactClient"],
      path: "Features/EffectsBasicsFeature"
    ),
    .testTarget(
      name: "EffectsBasicsFeatureTests",
      dependencies: featureTestDependencies("EffectsBasicsFeature"),
      path: "Tests/EffectsBasicsFeatureTests"
    ),
    .target(
      name: "RefreshFeature",
      dependencies: ["ComposableCore", "FactClient"],
      path: "Features/RefreshFeature"
    ),
    .testTarget(
      name: "RefreshFeatureTests",
      dependencies: featureTestDependencies("RefreshFeature"),
      path: "Tests/RefreshFeatureTests"
    ),
    .target(
      name: "TimerFeature",
      dependencies: ["ComposableCore"],
      path: "Features/TimerFeature"
    ),
    .testTarget(
      name: "TimerFeatureTests",
      dependencies: featureTestDependencies("TimerFeature"),
      path: "Tests/TimerFeatureTests"
    ),
    .target(
      name: "NthPrimeFeature",
      dependencies: ["ComposableCore"],
      path: "Features/NthPrimeFeature"
    ),
    .testTarget(
      name: "NthPrimeFeatureTests",
      dependencies: featureTestDependencies("NthPrimeFeature"),
      path: "Tests/NthPrimeFeatureTests"
    ),
    .target(
      name: "AppFeature",
      dependencies: [
        "ComposableCore",
        "EffectsBasicsFeature",
        "NthPrimeFeature",
        "RefreshFeature",
        "TimerFeature",
      ],
      path: "Features/AppFeature"
    ),
    .testTarget(
      name: "AppFeatureTests",
      dependencies: featureTestDependencies("AppFeature"),
      path: "Tests/AppFeatureTests"
    ),

    // MARK: Apps

    .target(
      name: "CaseStudiesCLI",
      dependencies: [
        "AppFeature",
        "ComposableCore",
        "Sharing",
        "FactClient",
        "FactClientLive",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
      ],
      path: "Apps/CaseStudiesCLI"
    ),
    .testTarget(
      name: "CaseStudiesCLITests",
      dependencies: [
        "CaseStudiesCLI",
        "ComposableCore",
        "FactClient",
        "FactServerTestSupport",
        "TestSupport",
        "case-studies",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      path: "Tests/CaseStudiesCLITests"
    ),
    .executableTarget(
      name: "case-studies",
      dependencies: [
        "CaseStudiesCLI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Apps/case-studies"
    ),

    // MARK: Tools

    .target(
      name: "TCALinux",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ],
      path: "Tools/TCALinux"
    ),
    .testTarget(
      name: "TCALinuxTests",
      dependencies: ["TCALinux"],
      path: "Tests/TCALinuxTests"
    ),
    .executableTarget(
      name: "tca-linux",
      dependencies: [
        "TCALinux",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Tools/tca-linux"
    ),
  ],
  swiftLanguageModes: [.v6]
)

/// What every feature's test target needs: the feature, the test store, test clocks and the
/// support that makes IssueReporting fail Swift Testing tests.
func featureTestDependencies(_ feature: String) -> [Target.Dependency] {
  [
    .byName(name: feature),
    "ComposableTesting",
    "FactClient",
    "TestSupport",
    .product(name: "Clocks", package: "swift-clocks"),
    .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
    .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
  ]
}

// NB: swift-dependencies declares `DependenciesTestObserver` only off Apple platforms and WASI,
//     where XCTest has no Objective-C runtime to reset dependencies between tests by itself.
//     `Dependencies` loads it by name when it is in the process.
#if !os(macOS) && !os(WASI)
  package.targets.first { $0.name == "ComposableTesting" }?.dependencies.append(
    .product(
      name: "DependenciesTestObserver", package: "swift-dependencies",
      condition: .when(traits: ["TestObserver"])))
#endif

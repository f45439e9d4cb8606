/// Writes the `Package.swift` of a ported app: the app's targets, module names and language
/// modes, with composable-linux in place of the Point-Free packages it rebuilds.
struct ManifestWriter {
  /// The modules composable-linux provides, under the names their upstream packages use.
  static let composableProducts: Set<String> = [
    "ComposableArchitecture", "ComposableCore", "ComposableTesting", "Perception",
    "PerceptionCore", "Sharing", "SwiftNavigation",
  ]
  /// The upstream packages whose products composable-linux provides.
  static let replacedPackages: Set<String> = [
    "swift-composable-architecture", "swift-navigation", "swift-perception", "swift-sharing",
  ]
  static let dependenciesURL = "https://github.com/pointfreeco/swift-dependencies"
  static let issueReportingURL = "https://github.com/pointfreeco/xctest-dynamic-overlay"

  var app: AppDescription
  /// The path of the composable-linux checkout the ported package depends on.
  var composableLinux: String
  /// Per test target: whether its files import XCTest and Testing.
  var testFrameworks: [String: Set<String>]
  /// The folder each target's files go to in the ported package.
  var folders: [String: String]

  var composableIdentity: String { PackageDependency.identity(of: composableLinux) }

  /// The packages of the ported package: composable-linux, the app's other packages, and the
  /// test support packages the workarounds link.
  var packages: [(identity: String, source: String)] {
    var packages = [(composableIdentity, ".package(path: \(quoted(composableLinux)))")]
    for dependency in app.dependencies where !Self.replacedPackages.contains(dependency.identity) {
      let source =
        dependency.requirement.map { ".package(url: \(quoted(dependency.location)), \($0))" }
        ?? ".package(path: \(quoted(dependency.location)))"
      packages.append((dependency.identity, source))
    }
    let known = Set(packages.map(\.0))
    let frameworks = testFrameworks.values.reduce(into: Set<String>()) { $0.formUnion($1) }
    if frameworks.contains("XCTest"), !known.contains("swift-dependencies") {
      packages.append(
        ("swift-dependencies", ".package(url: \(quoted(Self.dependenciesURL)), from: \"1.17.1\")"))
    }
    if frameworks.contains("Testing"), !known.contains("xctest-dynamic-overlay") {
      packages.append(
        (
          "xctest-dynamic-overlay",
          ".package(url: \(quoted(Self.issueReportingURL)), from: \"1.13.1\")"
        ))
    }
    return packages.sorted { $0.0 < $1.0 }
  }

  func source() -> String {
    var lines = [
      "// swift-tools-version: 6.2",
      "// Written by tca-linux; see PORT.md for what changed from the app.",
      "import PackageDescription",
      "",
      "let package = Package(",
      "  name: \(quoted(app.name)),",
      "  platforms: [.macOS(.v15)],",
      "  dependencies: [",
    ]
    lines += packages.map { "    \($0.source)," }
    lines += ["  ],", "  targets: ["]
    for target in app.targets {
      lines += targetSource(target).map { "    " + $0 }
    }
    lines += ["  ]", ")", ""]
    return lines.joined(separator: "\n")
  }

  private func targetSource(_ target: AppTarget) -> [String] {
    let function: String
    switch target.kind {
    case .library: function = ".target"
    case .executable: function = ".executableTarget"
    case .test: function = ".testTarget"
    }
    var lines = ["\(function)(", "  name: \(quoted(target.name)),", "  dependencies: ["]
    lines += dependencies(of: target).map { "    \($0)," }
    lines += ["  ],", "  path: \(quoted(folders[target.name] ?? "Sources/" + target.name))"]
    let settings = swiftSettings(of: target)
    if !settings.isEmpty {
      lines[lines.count - 1] += ","
      lines += ["  swiftSettings: ["] + settings.map { "    \($0)," } + ["  ]"]
    }
    return lines + ["),"]
  }

  private func dependencies(of target: AppTarget) -> [String] {
    var sources: [String] = []
    for dependency in target.dependencies {
      switch dependency {
      case .target(let name):
        sources.append(quoted(name))
      case .product(let name, let package):
        if Self.replacedPackages.contains(package)
          || Self.composableProducts.contains(name)
            && !app.dependencies.contains(where: { $0.identity == package })
        {
          guard Self.composableProducts.contains(name) else { continue }
          sources.append(".product(name: \(quoted(name)), package: \(quoted(composableIdentity)))")
        } else {
          sources.append(".product(name: \(quoted(name)), package: \(quoted(package)))")
        }
      }
    }
    let frameworks = testFrameworks[target.name] ?? []
    if target.kind == .test, frameworks.contains("XCTest") {
      sources.append(
        ".product(name: \"DependenciesTestObserver\", package: \"swift-dependencies\")")
    }
    if target.kind == .test, frameworks.contains("Testing") {
      sources.append(
        ".product(name: \"IssueReportingTestSupport\", package: \"xctest-dynamic-overlay\")")
    }
    var seen: Set<String> = []
    return sources.filter { seen.insert($0).inserted }
  }

  private func swiftSettings(of target: AppTarget) -> [String] {
    var settings: [String] = []
    if let mode = target.languageMode { settings.append(".swiftLanguageMode(.v\(mode))") }
    if target.languageMode != "6", let level = target.strictConcurrency, level != "minimal" {
      let feature = level == "complete" ? "StrictConcurrency" : "StrictConcurrency=\(level)"
      settings.append(".enableExperimentalFeature(\(quoted(feature)))")
    }
    return settings + target.otherSwiftSettings
  }

  private func quoted(_ text: String) -> String { "\"" + text + "\"" }
}

import Foundation

/// Reads a SwiftPM package through `swift package dump-package`: its targets, their files,
/// dependencies and Swift settings, and the packages it depends on.
struct PackageDumpReader {
  /// The folder that holds `Package.swift`.
  var root: String

  func read() throws -> AppDescription {
    let result = try Shell.run(["swift", "package", "dump-package", "--package-path", root])
    guard result.status == 0 else { throw PortError.unreadablePackage(result.output) }
    return try Self.decode(Data(result.output.utf8), root: root)
  }

  /// The app that a `dump-package` JSON document describes.
  static func decode(_ data: Data, root: String) throws -> AppDescription {
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw PortError.unreadablePackage("dump-package printed no JSON object")
    }
    let toolsVersion = (json["toolsVersion"] as? [String: Any])?["_version"] as? String ?? "5.9"
    let defaultMode =
      (json["swiftLanguageVersions"] as? [String])?.first
      ?? (toolsVersion.hasPrefix("5") ? "5" : "6")
    let rawTargets = json["targets"] as? [[String: Any]] ?? []
    let targetNames = Set(rawTargets.compactMap { $0["name"] as? String })

    var targets: [AppTarget] = []
    for target in rawTargets {
      guard let name = target["name"] as? String,
        let kind = kind(of: target["type"] as? String ?? "")
      else { continue }
      let folder =
        root + "/" + (target["path"] as? String ?? defaultPath(name: name, kind: kind, root: root))
      let excluded = (target["exclude"] as? [String] ?? []).map { folder + "/" + $0 }
      var files = SwiftFiles.under(folder).filter { file in
        !excluded.contains { file == $0 || file.hasPrefix($0 + "/") }
      }
      if let sources = target["sources"] as? [String] {
        let included = sources.map { folder + "/" + $0 }
        files = files.filter { file in included.contains { file == $0 || file.hasPrefix($0 + "/") }
        }
      }
      var appTarget = AppTarget(
        name: name, kind: kind, files: files, directory: folder,
        dependencies: (target["dependencies"] as? [[String: Any]] ?? []).compactMap {
          dependency($0, targets: targetNames)
        },
        languageMode: defaultMode)
      for setting in target["settings"] as? [[String: Any]] ?? [] {
        guard setting["tool"] as? String == "swift", let kind = setting["kind"] as? [String: Any],
          let (key, value) = kind.first.map({ ($0.key, $0.value) })
        else { continue }
        let argument = (value as? [String: Any])?["_0"]
        switch (key, argument) {
        case ("swiftLanguageMode", let mode as String): appTarget.languageMode = mode
        case ("enableExperimentalFeature", "StrictConcurrency" as String),
          ("enableUpcomingFeature", "StrictConcurrency" as String):
          appTarget.strictConcurrency = "complete"
        case ("enableUpcomingFeature", let feature as String):
          appTarget.otherSwiftSettings.append(".enableUpcomingFeature(\"\(feature)\")")
        case ("enableExperimentalFeature", let feature as String):
          appTarget.otherSwiftSettings.append(".enableExperimentalFeature(\"\(feature)\")")
        default: break
        }
      }
      targets.append(appTarget)
    }
    let dependencies = (json["dependencies"] as? [[String: Any]] ?? []).compactMap(package)
    return AppDescription(
      name: json["name"] as? String ?? (root as NSString).lastPathComponent, root: root,
      targets: targets, dependencies: dependencies)
  }

  private static func kind(of type: String) -> AppTarget.Kind? {
    switch type {
    case "regular": return .library
    case "executable": return .executable
    case "test": return .test
    default: return nil
    }
  }

  private static func defaultPath(name: String, kind: AppTarget.Kind, root: String) -> String {
    let parents = kind == .test ? ["Tests", "Sources"] : ["Sources", "Source", "src", "srcs"]
    let existing = parents.first {
      FileManager.default.fileExists(atPath: root + "/" + $0 + "/" + name)
    }
    return (existing ?? parents[0]) + "/" + name
  }

  private static func dependency(_ json: [String: Any], targets: Set<String>) -> TargetDependency? {
    if let byName = json["byName"] as? [Any], let name = byName.first as? String {
      return targets.contains(name) ? .target(name) : .product(name: name, package: name)
    }
    if let target = json["target"] as? [Any], let name = target.first as? String {
      return .target(name)
    }
    if let product = json["product"] as? [Any], let name = product.first as? String {
      return .product(name: name, package: product.dropFirst().first as? String ?? name)
    }
    return nil
  }

  private static func package(_ json: [String: Any]) -> PackageDependency? {
    if let fileSystem = (json["fileSystem"] as? [[String: Any]])?.first,
      let path = fileSystem["path"] as? String
    {
      let name = fileSystem["nameForTargetDependencyResolutionOnly"] as? String
      let identity = (fileSystem["identity"] as? String).flatMap { $0.isEmpty ? nil : $0 }
      return PackageDependency(location: path, requirement: nil, identity: name ?? identity)
    }
    guard let sourceControl = (json["sourceControl"] as? [[String: Any]])?.first,
      let location = sourceControl["location"] as? [String: Any]
    else { return nil }
    let url =
      ((location["remote"] as? [[String: Any]])?.first?["urlString"] as? String)
      ?? (location["local"] as? [String])?.first ?? ""
    let requirement = sourceControl["requirement"] as? [String: Any] ?? [:]
    let source: String
    if let range = (requirement["range"] as? [[String: String]])?.first,
      let lower = range["lowerBound"], let upper = range["upperBound"]
    {
      source = Self.isNextMajor(lower, upper) ? "from: \"\(lower)\"" : "\"\(lower)\"..<\"\(upper)\""
    } else if let exact = (requirement["exact"] as? [String])?.first {
      source = "exact: \"\(exact)\""
    } else if let branch = (requirement["branch"] as? [String])?.first {
      source = "branch: \"\(branch)\""
    } else if let revision = (requirement["revision"] as? [String])?.first {
      source = "revision: \"\(revision)\""
    } else {
      source = "from: \"0.0.0\""
    }
    return PackageDependency(
      location: url, requirement: source, identity: sourceControl["identity"] as? String)
  }

  private static func isNextMajor(_ lower: String, _ upper: String) -> Bool {
    let major = Int(lower.prefix { $0 != "." }) ?? -1
    return upper == "\(major + 1).0.0"
  }
}

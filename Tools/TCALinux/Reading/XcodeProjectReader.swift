import Foundation

/// Reads an Xcode project's app, framework and unit-test targets from its `project.pbxproj`:
/// their Swift files, `SWIFT_VERSION`, `SWIFT_STRICT_CONCURRENCY` and package products.
struct XcodeProjectReader {
  /// The `.xcodeproj` folder.
  var project: String

  func read() throws -> AppDescription {
    let projectFile = project + "/project.pbxproj"
    guard let text = try? String(contentsOfFile: projectFile, encoding: .utf8) else {
      throw PortError.unreadableProject("\(projectFile) is missing")
    }
    let plist = try PropertyList.parse(text)
    guard let objects = plist["objects"], let rootID = plist["rootObject"]?.string,
      let root = objects[rootID]
    else { throw PortError.unreadableProject("no root object") }
    let projectDirectory = (project as NSString).deletingLastPathComponent
    let paths = FilePaths(objects: objects, projectDirectory: projectDirectory)
    let projectSettings = Self.settings(of: root, objects: objects)

    var dependencies: [String: PackageDependency] = [:]
    var targets: [AppTarget] = []
    let nativeTargets = root["targets"]?.array.compactMap(\.string) ?? []
    for id in nativeTargets {
      guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
        let name = target["name"]?.string,
        let kind = Self.kind(of: target["productType"]?.string)
      else { continue }
      let settings = projectSettings.merging(Self.settings(of: target, objects: objects)) {
        $1
      }
      var files = (target["buildPhases"]?.array ?? []).flatMap { phase -> [String] in
        guard let phase = phase.string.flatMap({ objects[$0] }),
          phase["isa"]?.string == "PBXSourcesBuildPhase"
        else { return [] }
        return phase["files"]?.array.compactMap { file in
          file.string.flatMap { objects[$0]?["fileRef"]?.string }.flatMap(paths.path(of:))
        } ?? []
      }
      for group in target["fileSystemSynchronizedGroups"]?.array.compactMap(\.string) ?? [] {
        if let folder = paths.path(of: group) { files += SwiftFiles.under(folder) }
      }
      files = files.filter { $0.hasSuffix(".swift") }
      var targetDependencies: [TargetDependency] = []
      for dependency in target["dependencies"]?.array.compactMap(\.string) ?? [] {
        if let other = objects[dependency]?["target"]?.string,
          let otherName = objects[other]?["name"]?.string
        {
          targetDependencies.append(.target(Self.moduleName(otherName)))
        }
      }
      for product in target["packageProductDependencies"]?.array.compactMap(\.string) ?? [] {
        guard let product = objects[product], let productName = product["productName"]?.string
        else { continue }
        let reference = product["package"]?.string.flatMap { objects[$0] }
        let package = reference.flatMap { Self.package(of: $0, projectDirectory: projectDirectory) }
        if let package { dependencies[package.identity] = package }
        targetDependencies.append(
          .product(name: productName, package: package?.identity ?? "swift-composable-architecture")
        )
      }
      targets.append(
        AppTarget(
          name: Self.moduleName(settings["PRODUCT_MODULE_NAME"] ?? name),
          kind: kind, files: files, directory: SwiftFiles.commonDirectory(of: files),
          dependencies: targetDependencies,
          languageMode: settings["SWIFT_VERSION"].map(Self.languageMode),
          strictConcurrency: settings["SWIFT_STRICT_CONCURRENCY"]))
    }
    let name = ((project as NSString).lastPathComponent as NSString).deletingPathExtension
    return AppDescription(
      name: name, root: projectDirectory, targets: targets,
      dependencies: Array(dependencies.values))
  }

  private static func kind(of productType: String?) -> AppTarget.Kind? {
    switch productType {
    case "com.apple.product-type.application", "com.apple.product-type.framework",
      "com.apple.product-type.library.static", "com.apple.product-type.library.dynamic":
      return .library
    case "com.apple.product-type.tool": return .executable
    case "com.apple.product-type.bundle.unit-test": return .test
    default: return nil
    }
  }

  /// The Debug build settings of a target or project, as strings.
  private static func settings(of owner: PropertyList, objects: PropertyList) -> [String: String] {
    guard let list = owner["buildConfigurationList"]?.string.flatMap({ objects[$0] }) else {
      return [:]
    }
    let configurations =
      list["buildConfigurations"]?.array.compactMap { $0.string.flatMap { objects[$0] } } ?? []
    let debug =
      configurations.first { $0["name"]?.string == "Debug" } ?? configurations.first
    guard case .dictionary(let settings)? = debug?["buildSettings"] else { return [:] }
    return settings.compactMapValues(\.string).filter { !$0.value.contains("$(") }
  }

  /// `6.0` is `6`, `5.0` is `5`.
  private static func languageMode(_ swiftVersion: String) -> String {
    String(swiftVersion.prefix { $0 != "." })
  }

  /// A product or target name as a module name: characters other than letters, digits and `_`
  /// become `_`.
  static func moduleName(_ name: String) -> String {
    String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
  }

  private static func package(of reference: PropertyList, projectDirectory: String)
    -> PackageDependency?
  {
    if let url = reference["repositoryURL"]?.string {
      let requirement = reference["requirement"]
      let version = requirement?["minimumVersion"]?.string ?? requirement?["version"]?.string
      let source: String?
      switch requirement?["kind"]?.string {
      case "upToNextMajorVersion": source = version.map { "from: \"\($0)\"" }
      case "upToNextMinorVersion": source = version.map { ".upToNextMinor(from: \"\($0)\")" }
      case "exactVersion": source = version.map { "exact: \"\($0)\"" }
      case "branch": source = requirement?["branch"]?.string.map { "branch: \"\($0)\"" }
      case "revision": source = requirement?["revision"]?.string.map { "revision: \"\($0)\"" }
      case "versionRange":
        let upper = requirement?["maximumVersion"]?.string ?? ""
        source = version.map { "\"\($0)\"..<\"\(upper)\"" }
      default: source = nil
      }
      return PackageDependency(location: url, requirement: source ?? "from: \"0.0.0\"")
    }
    if let path = reference["relativePath"]?.string {
      let absolute = ((projectDirectory as NSString).appendingPathComponent(path) as NSString)
        .standardizingPath
      return PackageDependency(location: absolute, requirement: nil)
    }
    return nil
  }
}

/// Absolute paths of a project's file references and groups.
private struct FilePaths {
  let objects: PropertyList
  let projectDirectory: String
  let parents: [String: String]

  init(objects: PropertyList, projectDirectory: String) {
    self.objects = objects
    self.projectDirectory = projectDirectory
    var parents: [String: String] = [:]
    if case .dictionary(let all) = objects {
      for (id, object) in all {
        for child in object["children"]?.array.compactMap(\.string) ?? [] { parents[child] = id }
      }
    }
    self.parents = parents
  }

  func path(of id: String) -> String? {
    guard let object = objects[id] else { return nil }
    let own = object["path"]?.string ?? ""
    switch object["sourceTree"]?.string {
    case "<absolute>": return own
    case "SOURCE_ROOT": return join(projectDirectory, own)
    case "<group>", nil:
      let base = parents[id].flatMap(path(of:)) ?? projectDirectory
      return join(base, own)
    default: return nil
    }
  }

  private func join(_ base: String, _ path: String) -> String {
    path.isEmpty
      ? base : ((base as NSString).appendingPathComponent(path) as NSString).standardizingPath
  }
}

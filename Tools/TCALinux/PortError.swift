/// Why a port cannot go on; each says what to do about it.
public enum PortError: Error, Equatable, CustomStringConvertible {
  case notAnApp(String)
  case unreadableProject(String)
  case unreadablePackage(String)
  case outputInsideApp(output: String, app: String)
  case outputNotOurs(String)
  case composableLinuxNotFound
  case notComposableLinux(String)

  public var description: String {
    switch self {
    case .notAnApp(let path):
      return """
        \(path) is neither a SwiftPM package (Package.swift), an Xcode project (.xcodeproj) nor \
        a folder of Swift files. Pass a package or project folder, or --sources DIR and --tests DIR.
        """
    case .unreadableProject(let reason):
      return "cannot read project.pbxproj: \(reason)"
    case .unreadablePackage(let reason):
      return "cannot read Package.swift: \(reason)"
    case .outputInsideApp(let output, let app):
      return "the output \(output) is inside the app \(app); tca-linux never writes there"
    case .outputNotOurs(let path):
      return """
        \(path) exists and was not written by tca-linux (no PORT.md); choose another -o
        """
    case .composableLinuxNotFound:
      return """
        cannot find composable-linux (the package that provides ComposableArchitecture on \
        Linux); pass --composable-linux PATH to a checkout of it
        """
    case .notComposableLinux(let path):
      return "\(path) is not a checkout of composable-linux (no Package.swift that names it)"
    }
  }
}

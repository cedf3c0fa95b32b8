import Foundation
import RemodelCore
import Testing

/// Files of one `.xcodeproj` belong to the targets its `project.pbxproj` compiles them into.
@Suite struct XcodeProjectTests {
  /// An app target and a widget target with a shared file, nested groups, a group without a
  /// path, a `SOURCE_ROOT` reference, and a synchronised watch folder with exceptions both ways.
  static let project = #"""
    // !$*UTF8*$!
    {
    	archiveVersion = 1;
    	objectVersion = 77;
    	objects = {
    		A1 /* Row.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* Row.swift */; };
    		A2 /* Row.swift in Sources */ = {isa = PBXBuildFile; fileRef = F2 /* Row.swift */; };
    		A3 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3; };
    		A4 /* Model.swift in Sources */ = {isa = PBXBuildFile; fileRef = F3; };
    		A5 = {isa = PBXBuildFile; fileRef = F4 /* Formatter.swift */; };
    		A6 = {isa = PBXBuildFile; productRef = P1 /* a package product */; };
    		F1 /* Row.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = "<group>"; };
    		F2 /* Row.swift */ = {isa = PBXFileReference; path = "Row.swift"; sourceTree = "<group>"; };
    		F3 = {isa = PBXFileReference; name = Model.swift; path = "Shared/Model.swift"; sourceTree = "<group>"; };
    		F4 = {isa = PBXFileReference; path = Support/Formatter.swift; sourceTree = SOURCE_ROOT; };
    		F5 = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };
    		G0 = {isa = PBXGroup; children = (G1, G3, G4, W1, F5); sourceTree = "<group>"; };
    		G1 /* App */ = {isa = PBXGroup; children = (G2, F4); path = App; sourceTree = "<group>"; };
    		G2 /* Views */ = {isa = PBXGroup; children = (F1, ); path = Views; sourceTree = "<group>"; };
    		G3 /* Widget */ = {isa = PBXGroup; children = (F2); path = "Widget \"Today\" Extension"; sourceTree = "<group>"; };
    		G4 /* Common, no folder */ = {isa = PBXGroup; children = (F3); name = Common; sourceTree = "<group>"; };
    		W1 /* Watch */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2, X3, ); path = Watch; sourceTree = "<group>"; };
    		X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy, ); target = T3; };
    		X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = ("Complications/Gauge.swift"); target = T2; };
    		X3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Legacy/Old.swift); target = T1; };
    		S1 = {isa = PBXSourcesBuildPhase; files = (A1, A3, A5, A6); };
    		S2 = {isa = PBXSourcesBuildPhase; files = (A2, A4); };
    		R1 = {isa = PBXResourcesBuildPhase; files = (); };
    		T1 /* App */ = {isa = PBXNativeTarget; buildPhases = (S1, R1); name = App; productName = App; };
    		T2 /* Today Widget */ = {isa = PBXNativeTarget; buildPhases = (S2); name = "Today Widget"; productName = "Today Widget"; };
    		T3 /* Watch App */ = {isa = PBXNativeTarget; buildConfigurationList = L3; buildPhases = (); fileSystemSynchronizedGroups = (W1 /* Watch */, ); name = "Watch App"; productName = "Watch App"; };
    		L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
    		C3 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)"; PRODUCT_NAME = "$(TARGET_NAME) Beta"; }; name = Release; };
    		T4 = {isa = PBXAggregateTarget; buildPhases = (S2); name = Lint; };
    		R0 /* Project object */ = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3, T4); };
    	};
    	rootObject = R0 /* Project object */;
    }
    """#

  static let files = [
    "App/Views/Row.swift", "Widget \"Today\" Extension/Row.swift", "Shared/Model.swift",
    "Support/Formatter.swift", "Watch/Main.swift", "Watch/Legacy/Old.swift",
    "Watch/Complications/Gauge.swift", "Notes.swift",
  ]

  /// The module names of each file, for the project text `pbxproj`.
  private func moduleNames(_ pbxproj: String) throws -> [String: [String]] {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(pbxproj, to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    for file in Self.files { try TestSupport.write("", to: root.appendingPathComponent(file)) }
    let map = ModuleMap(paths: Self.files, workingDirectory: root)
    return Dictionary(
      uniqueKeysWithValues: Self.files.map { ($0, map.modules(of: $0).map { $0.name ?? "" }) })
  }

  @Test func filesBelongToTheTargetsCompilingThem() throws {
    let names = try moduleNames(Self.project)
    #expect(names["App/Views/Row.swift"] == ["App"])
    #expect(names["Support/Formatter.swift"] == ["App"])
    #expect(names["Widget \"Today\" Extension/Row.swift"] == ["Today_Widget"])
  }

  @Test func aFileTwoTargetsCompileIsInBoth() throws {
    #expect(try moduleNames(Self.project)["Shared/Model.swift"] == ["App", "Today_Widget"])
  }

  @Test func aSynchronisedFolderBelongsToItsTargetsWithExceptions() throws {
    let names = try moduleNames(Self.project)
    #expect(names["Watch/Main.swift"] == ["Watch_App_Beta"])
    // An exception takes a file out of a target listing the folder, and adds it to one that
    // does not.
    #expect(names["Watch/Legacy/Old.swift"] == ["App"])
    #expect(names["Watch/Complications/Gauge.swift"] == ["Today_Widget", "Watch_App_Beta"])
  }

  @Test func aFileNoTargetListsMayBeInAnyTarget() throws {
    #expect(
      try moduleNames(Self.project)["Notes.swift"] == ["App", "Today_Widget", "Watch_App_Beta"])
  }

  @Test func aProjectWithoutTargetsIsTheProjectFolderModule() throws {
    let root = try TestSupport.temporaryDirectory()
    try TestSupport.write(
      "// !$*UTF8*$!\n{ objects = { }; }\n",
      to: root.appendingPathComponent("App.xcodeproj/project.pbxproj"))
    let map = ModuleMap(paths: ["Notes.swift"], workingDirectory: root)
    #expect(map.modules(of: "Notes.swift").map(\.key) == [root.standardizedFileURL.path])
    #expect(map.modules(of: "Notes.swift").map(\.name) == ["App"])
  }

  @Test func aModuleNameReplacesWhatAnIdentifierCannotHold() throws {
    let renamed = Self.project.replacingOccurrences(
      of: #"productName = "Today Widget""#, with: #"productName = "9 Today-Widget ✓""#)
    #expect(
      try moduleNames(renamed)["Widget \"Today\" Extension/Row.swift"] == ["_9_Today_Widget__"])
  }

  @Test func aModuleNameInTheBuildSettingsWins() throws {
    let renamed = Self.project.replacingOccurrences(
      of: #""$(PRODUCT_NAME:c99extidentifier)""#, with: "WatchKit")
    #expect(try moduleNames(renamed)["Watch/Main.swift"] == ["WatchKit"])
  }

  /// A damaged file, cut anywhere, is ignored whole: every file is in the project folder's module.
  @Test func aMalformedProjectFallsBackToTheProjectFolder() throws {
    let text = Array(Self.project.utf8)
    let cuts = Array(stride(from: 0, to: text.count - 2, by: 97)) + [text.count - 2]
    for cut in cuts {
      let names = try moduleNames(String(decoding: text[..<cut], as: UTF8.self))
      #expect(names.values.allSatisfy { $0 == ["App"] }, "cut at \(cut)")
    }
    for damaged in ["{ objects = { A = (; }; }", "((((((((((((((((((((", "{ a = \"\\", "/* open"] {
      let names = try moduleNames(damaged + String(repeating: "(", count: 500))
      #expect(names.values.allSatisfy { $0 == ["App"] }, "\(damaged)")
    }
  }

  /// The modules of `paths` when `files` (paths to text) are written, `.xcodeproj`s among them.
  private func modules(
    of paths: [String], files: [String: String], projects: [String] = []
  ) throws -> [String: [String]] {
    let root = try TestSupport.temporaryDirectory()
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    let map = ModuleMap(
      paths: paths, projects: projects.map { root.appendingPathComponent($0) },
      workingDirectory: root)
    return Dictionary(
      uniqueKeysWithValues: paths.map { ($0, map.modules(of: $0).map { $0.name ?? "" }) })
  }

  @Test func aFileAProjectCompilesFromOutsideItsFolderIsInItsTargets() throws {
    let names = try modules(
      of: ["App/Main.swift", "Shared/Model.swift", "Kit/Queue.swift"],
      files: [
        "App/App.xcodeproj/project.pbxproj": ModuleIndexTests.xcodeProject([
          "App": ["Main.swift", "../Shared/Model.swift", "../Kit/Queue.swift"]
        ]),
        "Kit/Kit.xcodeproj/project.pbxproj": ModuleIndexTests.xcodeProject([
          "Kit": ["Queue.swift"]
        ]),
        "App/Main.swift": "", "Shared/Model.swift": "", "Kit/Queue.swift": "",
      ])
    #expect(names["App/Main.swift"] == ["App"])
    // Outside every project's folder: no longer in the module that sees all.
    #expect(names["Shared/Model.swift"] == ["App"])
    // Its own project compiles it too.
    #expect(names["Kit/Queue.swift"] == ["App", "Kit"])
  }

  @Test func aFileAnotherProjectListsIsNotInTheTargetsOfTheProjectBesideIt() throws {
    let names = try modules(
      of: ["App/Main.swift", "Kit/Legacy.swift"],
      files: [
        "App/App.xcodeproj/project.pbxproj": ModuleIndexTests.xcodeProject([
          "App": ["Main.swift", "../Kit/Legacy.swift"]
        ]),
        "Kit/Kit.xcodeproj/project.pbxproj": ModuleIndexTests.xcodeProject([
          "Kit": ["Queue.swift"]
        ]),
        "App/Main.swift": "", "Kit/Legacy.swift": "",
      ])
    #expect(names["Kit/Legacy.swift"] == ["App"])
  }

  /// A project whose folder holds no Swift file is found when the scan passes it.
  @Test func aProjectTheScanPassesCompilesFilesElsewhere() throws {
    let files = [
      "Xcode/App.xcodeproj/project.pbxproj": ModuleIndexTests.xcodeProject([
        "App": ["../Sources/Main.swift"]
      ]),
      "Sources/Main.swift": "",
    ]
    #expect(try modules(of: ["Sources/Main.swift"], files: files)["Sources/Main.swift"] == [""])
    #expect(
      try modules(of: ["Sources/Main.swift"], files: files, projects: ["Xcode/App.xcodeproj"])[
        "Sources/Main.swift"] == ["App"])
  }

  @Test func projectsSideBySideEachListTheirFiles() throws {
    let names = try modules(
      of: ["App/Main.swift", "Widget/Main.swift", "Notes.swift"],
      files: [
        "App.xcodeproj/project.pbxproj": ModuleIndexTests.xcodeProject(["App": ["App/Main.swift"]]),
        "Widget.xcodeproj/project.pbxproj": ModuleIndexTests.xcodeProject([
          "Widget": ["Widget/Main.swift"]
        ]),
        "App/Main.swift": "", "Widget/Main.swift": "", "Notes.swift": "",
      ])
    #expect(names["App/Main.swift"] == ["App"])
    #expect(names["Widget/Main.swift"] == ["Widget"])
    // Listed by neither: in any target of the projects beside it.
    #expect(names["Notes.swift"] == ["App", "Widget"])
  }

  /// A project whose target `Tests-App` (product `AppTests`) takes its settings from `.xcconfig`
  /// files: `Config/Project.xcconfig` for the project, `Config/Target.xcconfig` for the target.
  static func configuredProject(
    targetSettings: String = "", projectSettings: String = "",
    targetBase: String = "baseConfigurationReference = X1;"
  ) -> String {
    """
    // !$*UTF8*$!
    {
      objects = {
        F1 = {isa = PBXFileReference; path = Main.swift; sourceTree = "<group>"; };
        B1 = {isa = PBXBuildFile; fileRef = F1; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        X1 = {isa = PBXFileReference; path = Config/Target.xcconfig; sourceTree = SOURCE_ROOT; };
        X2 = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (X2); path = Config; sourceTree = "<group>"; };
        G0 = {isa = PBXGroup; children = (F1, G1); sourceTree = "<group>"; };
        C1 = {isa = XCBuildConfiguration; \(targetBase) buildSettings = {\(targetSettings)}; name = Release; };
        C2 = {isa = XCBuildConfiguration; baseConfigurationReference = X2; buildSettings = {\(projectSettings)}; name = Release; };
        C3 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Other; }; name = Debug; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        L2 = {isa = XCConfigurationList; buildConfigurations = (C3, C2); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = "Tests-App"; productName = AppTests; };
        P = {isa = PBXProject; buildConfigurationList = L2; mainGroup = G0; targets = (T1); };
      };
      rootObject = P;
    }
    """
  }

  /// The module name of `Main.swift` in `configuredProject`, with the given `.xcconfig` files.
  private func configuredModuleName(
    _ pbxproj: String = configuredProject(), target: String? = nil, project: String? = nil,
    more: [String: String] = [:]
  ) throws -> [String]? {
    var files = more.merging(
      ["App.xcodeproj/project.pbxproj": pbxproj, "Main.swift": ""], uniquingKeysWith: { $1 })
    files["Config/Target.xcconfig"] = target
    files["Config/Project.xcconfig"] = project
    return try modules(of: ["Main.swift"], files: files)["Main.swift"]
  }

  /// Whether `Main.swift` of `configuredProject` is isolated to the main actor by default.
  private func defaultsToMainActor(_ pbxproj: String, target: String? = nil) throws -> Bool {
    let root = try TestSupport.temporaryDirectory()
    var files = ["App.xcodeproj/project.pbxproj": pbxproj, "Main.swift": ""]
    files["Config/Target.xcconfig"] = target
    for (path, text) in files { try TestSupport.write(text, to: root.appendingPathComponent(path)) }
    return ModuleMap(paths: ["Main.swift"], workingDirectory: root).defaultsToMainActor(
      "Main.swift")
  }

  /// Xcode 26 writes `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` into new app targets.
  @Test func aTargetIsolatedToTheMainActorByDefaultIsKnownAsSuch() throws {
    let isolation = "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor;"
    #expect(try defaultsToMainActor(Self.configuredProject(targetSettings: isolation)))
    #expect(try defaultsToMainActor(Self.configuredProject(projectSettings: isolation)))
    #expect(
      try !defaultsToMainActor(
        Self.configuredProject(projectSettings: isolation),
        target: "SWIFT_DEFAULT_ACTOR_ISOLATION = nonisolated"))
    #expect(try !defaultsToMainActor(Self.configuredProject()))
  }

  @Test func withoutSettingsTheProductNameIsTheModuleName() throws {
    #expect(try configuredModuleName() == ["AppTests"])
  }

  /// Home Assistant names every module after its target in the project's configuration file.
  @Test func aModuleNameInTheProjectsConfigurationFileApplies() throws {
    #expect(
      try configuredModuleName(
        project: "PRODUCT_NAME = Home-$(TARGET_NAME)\n"
          + "PRODUCT_MODULE_NAME = $(TARGET_NAME:c99extidentifier) // for imports\n")
        == ["Tests_App"])
    #expect(
      try configuredModuleName(project: "PRODUCT_NAME = Home-${TARGET_NAME};\n") == [
        "Home_Tests_App"
      ]
    )
  }

  @Test func aConfigurationFileIncludedAppliesUntilOverridden() throws {
    let included = ["Config/Base.xcconfig": "PRODUCT_NAME = Base\nPRODUCT_MODULE_NAME = BaseKit\n"]
    #expect(
      try configuredModuleName(target: #"#include "Base.xcconfig""#, more: included) == ["BaseKit"])
    #expect(
      try configuredModuleName(
        target: "#include \"Base.xcconfig\"\nPRODUCT_MODULE_NAME = TargetKit", more: included)
        == ["TargetKit"])
    #expect(
      try configuredModuleName(
        target: "#include? \"Missing.xcconfig\"\n#include \"Base.xcconfig\"", more: included)
        == ["BaseKit"])
  }

  @Test func eachLayerOverridesTheOneBelow() throws {
    let files = (
      target: "PRODUCT_MODULE_NAME = FromTargetFile",
      project: "PRODUCT_MODULE_NAME = FromProjectFile"
    )
    #expect(
      try configuredModuleName(
        Self.configuredProject(projectSettings: "PRODUCT_MODULE_NAME = FromProject;"),
        target: files.target, project: files.project) == ["FromTargetFile"])
    #expect(
      try configuredModuleName(
        Self.configuredProject(projectSettings: "PRODUCT_MODULE_NAME = FromProject;"),
        project: files.project) == ["FromProject"])
    #expect(
      try configuredModuleName(
        Self.configuredProject(targetSettings: "PRODUCT_MODULE_NAME = FromTarget;"),
        target: files.target, project: files.project) == ["FromTarget"])
  }

  /// Xcode 16 names a configuration file inside a synchronised folder by the folder and a path.
  @Test func aConfigurationFileInASynchronisedFolderApplies() throws {
    let anchored = Self.configuredProject(
      targetBase:
        "baseConfigurationReferenceAnchor = G1; baseConfigurationReferenceRelativePath = Target.xcconfig;"
    )
    #expect(
      try configuredModuleName(anchored, target: "PRODUCT_MODULE_NAME = Anchored") == ["Anchored"])
  }

  /// Settings for some SDKs only, references to unknown settings, missing and damaged files are
  /// passed over.
  @Test func settingsThatCannotBeFollowedArePassedOver() throws {
    for target in [
      "PRODUCT_MODULE_NAME[sdk=iphoneos*] = Phone", "PRODUCT_MODULE_NAME = $(SOMETHING_ELSE)",
      "PRODUCT_MODULE_NAME = $(TARGET_NAME:lower)", "PRODUCT_MODULE_NAME = $(TARGET_NAME",
      "PRODUCT_MODULE_NAME = $", "PRODUCT_NAME = $(PRODUCT_NAME)", "#include \"Target.xcconfig\"",
      "#include \"\"", "#include", "= Nameless", "\u{0}\u{FF}\u{FE}((((", "",
    ] {
      #expect(try configuredModuleName(target: target) == ["AppTests"], "\(target)")
    }
    #expect(try configuredModuleName(target: nil) == ["AppTests"])
    let garbage = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) }
    #expect(
      try configuredModuleName(target: String(decoding: garbage, as: UTF8.self)) == ["AppTests"])
  }
}

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
}

import WirelintKit

/// An Xcode project of three targets: the iOS app `Notes` (its files listed in groups, one by
/// `SOURCE_ROOT`), the macOS app `Notes Mac` (module `NotesForMac`, an Xcode 16
/// folder-synchronized group `Notes/Mac` with two exceptions) and the unit tests `NotesTests`
/// (which also compile one file of that folder, named in its exceptions for them).
/// Both apps compile `Notes/Shared/NoteStore.swift` and declare a `SettingsView`, each reading
/// another environment object; the iOS one is in `Notes/`, which holds the macOS app's folder,
/// so that neither is nearer by folder to the iOS screen that draws it: only the project file
/// says that the iOS app, which injects nothing, lacks the store.
enum NotesXcodeProject {
    static let projectFile = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        \tobjectVersion = 77;
        \tobjects = {

        /* Begin PBXBuildFile section */
        \t\tB0000000000000000000A001 /* NotesApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A001 /* NotesApp.swift */; };
        \t\tB0000000000000000000A002 /* ContentView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A002 /* ContentView.swift */; };
        \t\tB0000000000000000000A003 /* SettingsView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A003 /* SettingsView.swift */; };
        \t\tB0000000000000000000A004 /* NoteStore.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A004 /* NoteStore.swift */; };
        \t\tB0000000000000000000A005 /* Logging.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A005 /* Logging.swift */; };
        \t\tB0000000000000000000A006 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A006 /* Assets.xcassets */; };
        \t\tB0000000000000000000B004 /* NoteStore.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000A004 /* NoteStore.swift */; };
        \t\tB0000000000000000000C001 /* NotesTests.swift in Sources */ = {isa = PBXBuildFile; fileRef = F0000000000000000000C001 /* NotesTests.swift */; };
        \t\tB0000000000000000000D001 /* NotesKit in Frameworks */ = {isa = PBXBuildFile; productRef = 50000000000000000000D001 /* NotesKit */; };
        /* End PBXBuildFile section */

        /* Begin PBXContainerItemProxy section */
        \t\t70000000000000000000C001 /* PBXContainerItemProxy */ = {
        \t\t\tisa = PBXContainerItemProxy;
        \t\t\tcontainerPortal = 10000000000000000000000A /* Project object */;
        \t\t\tproxyType = 1;
        \t\t\tremoteGlobalIDString = 20000000000000000000000A;
        \t\t\tremoteInfo = Notes;
        \t\t};
        /* End PBXContainerItemProxy section */

        /* Begin PBXFileReference section */
        \t\tF0000000000000000000A001 /* NotesApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NotesApp.swift; sourceTree = "<group>"; };
        \t\tF0000000000000000000A002 /* ContentView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
        \t\tF0000000000000000000A003 /* SettingsView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SettingsView.swift; sourceTree = "<group>"; };
        \t\tF0000000000000000000A004 /* NoteStore.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NoteStore.swift; sourceTree = "<group>"; };
        \t\tF0000000000000000000A005 /* Logging.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; name = Logging.swift; path = Support/Logging.swift; sourceTree = SOURCE_ROOT; };
        \t\tF0000000000000000000A006 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
        \t\tF0000000000000000000A0FF /* Notes.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = Notes.app; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tF0000000000000000000B0FF /* Notes Mac.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = "Notes Mac.app"; sourceTree = BUILT_PRODUCTS_DIR; };
        \t\tF0000000000000000000C001 /* NotesTests.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = NotesTests.swift; sourceTree = "<group>"; };
        \t\tF0000000000000000000C0FF /* NotesTests.xctest */ = {isa = PBXFileReference; explicitFileType = wrapper.cfbundle; includeInIndex = 0; path = NotesTests.xctest; sourceTree = BUILT_PRODUCTS_DIR; };
        /* End PBXFileReference section */

        /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
        \t\tE0000000000000000000B001 /* Exceptions for "Mac" folder in "Notes Mac" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tInfo.plist,
        \t\t\t\tLegacy/OldSettingsView.swift,
        \t\t\t);
        \t\t\ttarget = 20000000000000000000000B /* Notes Mac */;
        \t\t};
        \t\tE0000000000000000000C001 /* Exceptions for "Mac" folder in "NotesTests" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\tAccount.swift,
        \t\t\t);
        \t\t\ttarget = 20000000000000000000000C /* NotesTests */;
        \t\t};
        /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

        /* Begin PBXFileSystemSynchronizedRootGroup section */
        \t\tG000000000000000000000B1 /* Mac */ = {
        \t\t\tisa = PBXFileSystemSynchronizedRootGroup;
        \t\t\texceptions = (
        \t\t\t\tE0000000000000000000B001 /* Exceptions for "Mac" folder in "Notes Mac" target */,
        \t\t\t\tE0000000000000000000C001 /* Exceptions for "Mac" folder in "NotesTests" target */,
        \t\t\t);
        \t\t\tpath = Mac;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXFileSystemSynchronizedRootGroup section */

        /* Begin PBXFrameworksBuildPhase section */
        \t\tP0000000000000000000A002 /* Frameworks */ = {
        \t\t\tisa = PBXFrameworksBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tB0000000000000000000D001 /* NotesKit in Frameworks */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXFrameworksBuildPhase section */

        /* Begin PBXGroup section */
        \t\tG00000000000000000000001 = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tG000000000000000000000A1 /* Notes */,
        \t\t\t\tG000000000000000000000C1 /* NotesTests */,
        \t\t\t\tG000000000000000000000S1 /* Supporting Files */,
        \t\t\t\tG000000000000000000000P1 /* Products */,
        \t\t\t);
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG000000000000000000000A1 /* Notes */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000000000000000000A001 /* NotesApp.swift */,
        \t\t\t\tF0000000000000000000A002 /* ContentView.swift */,
        \t\t\t\tF0000000000000000000A003 /* SettingsView.swift */,
        \t\t\t\tG000000000000000000000A2 /* Shared */,
        \t\t\t\tG000000000000000000000B1 /* Mac */,
        \t\t\t\tF0000000000000000000A006 /* Assets.xcassets */,
        \t\t\t);
        \t\t\tpath = Notes;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG000000000000000000000A2 /* Shared */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000000000000000000A004 /* NoteStore.swift */,
        \t\t\t);
        \t\t\tpath = Shared;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG000000000000000000000C1 /* NotesTests */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000000000000000000C001 /* NotesTests.swift */,
        \t\t\t);
        \t\t\tpath = NotesTests;
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG000000000000000000000S1 /* Supporting Files */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000000000000000000A005 /* Logging.swift */,
        \t\t\t);
        \t\t\tname = "Supporting Files";
        \t\t\tsourceTree = "<group>";
        \t\t};
        \t\tG000000000000000000000P1 /* Products */ = {
        \t\t\tisa = PBXGroup;
        \t\t\tchildren = (
        \t\t\t\tF0000000000000000000A0FF /* Notes.app */,
        \t\t\t\tF0000000000000000000B0FF /* Notes Mac.app */,
        \t\t\t\tF0000000000000000000C0FF /* NotesTests.xctest */,
        \t\t\t);
        \t\t\tname = Products;
        \t\t\tsourceTree = "<group>";
        \t\t};
        /* End PBXGroup section */

        /* Begin PBXNativeTarget section */
        \t\t20000000000000000000000A /* Notes */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L000000000000000000000A1 /* Build configuration list for PBXNativeTarget "Notes" */;
        \t\t\tbuildPhases = (
        \t\t\t\tP0000000000000000000A001 /* Sources */,
        \t\t\t\tP0000000000000000000A002 /* Frameworks */,
        \t\t\t\tP0000000000000000000A003 /* Resources */,
        \t\t\t\tP0000000000000000000A004 /* Run Script */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tname = Notes;
        \t\t\tpackageProductDependencies = (
        \t\t\t\t50000000000000000000D001 /* NotesKit */,
        \t\t\t);
        \t\t\tproductName = Notes;
        \t\t\tproductReference = F0000000000000000000A0FF /* Notes.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t20000000000000000000000B /* Notes Mac */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L000000000000000000000B1 /* Build configuration list for PBXNativeTarget "Notes Mac" */;
        \t\t\tbuildPhases = (
        \t\t\t\tP0000000000000000000B001 /* Sources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t);
        \t\t\tfileSystemSynchronizedGroups = (
        \t\t\t\tG000000000000000000000B1 /* Mac */,
        \t\t\t);
        \t\t\tname = "Notes Mac";
        \t\t\tproductName = "Notes Mac";
        \t\t\tproductReference = F0000000000000000000B0FF /* Notes Mac.app */;
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\t20000000000000000000000C /* NotesTests */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildConfigurationList = L000000000000000000000C1 /* Build configuration list for PBXNativeTarget "NotesTests" */;
        \t\t\tbuildPhases = (
        \t\t\t\tP0000000000000000000C001 /* Sources */,
        \t\t\t);
        \t\t\tbuildRules = (
        \t\t\t);
        \t\t\tdependencies = (
        \t\t\t\tT0000000000000000000C001 /* PBXTargetDependency */,
        \t\t\t);
        \t\t\tname = NotesTests;
        \t\t\tproductName = NotesTests;
        \t\t\tproductReference = F0000000000000000000C0FF /* NotesTests.xctest */;
        \t\t\tproductType = "com.apple.product-type.bundle.unit-test";
        \t\t};
        /* End PBXNativeTarget section */

        /* Begin PBXProject section */
        \t\t10000000000000000000000A /* Project object */ = {
        \t\t\tisa = PBXProject;
        \t\t\tattributes = {
        \t\t\t\tBuildIndependentTargetsInParallel = 1;
        \t\t\t\tLastSwiftUpdateCheck = 1600;
        \t\t\t\tTargetAttributes = {
        \t\t\t\t\t20000000000000000000000C = {
        \t\t\t\t\t\tCreatedOnToolsVersion = 16.0;
        \t\t\t\t\t\tTestTargetID = 20000000000000000000000A;
        \t\t\t\t\t};
        \t\t\t\t};
        \t\t\t};
        \t\t\tbuildConfigurationList = L00000000000000000000001 /* Build configuration list for PBXProject "Notes" */;
        \t\t\tdevelopmentRegion = en;
        \t\t\thasScannedForEncodings = 0;
        \t\t\tknownRegions = (
        \t\t\t\ten,
        \t\t\t\tBase,
        \t\t\t);
        \t\t\tmainGroup = G00000000000000000000001;
        \t\t\tpackageReferences = (
        \t\t\t\t60000000000000000000D001 /* XCLocalSwiftPackageReference "NotesKit" */,
        \t\t\t);
        \t\t\tproductRefGroup = G000000000000000000000P1 /* Products */;
        \t\t\tprojectDirPath = "";
        \t\t\tprojectRoot = "";
        \t\t\ttargets = (
        \t\t\t\t20000000000000000000000A /* Notes */,
        \t\t\t\t20000000000000000000000B /* Notes Mac */,
        \t\t\t\t20000000000000000000000C /* NotesTests */,
        \t\t\t);
        \t\t};
        /* End PBXProject section */

        /* Begin PBXResourcesBuildPhase section */
        \t\tP0000000000000000000A003 /* Resources */ = {
        \t\t\tisa = PBXResourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tB0000000000000000000A006 /* Assets.xcassets in Resources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXResourcesBuildPhase section */

        /* Begin PBXShellScriptBuildPhase section */
        \t\tP0000000000000000000A004 /* Run Script */ = {
        \t\t\tisa = PBXShellScriptBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t);
        \t\t\tinputPaths = (
        \t\t\t);
        \t\t\tname = "Run Script";
        \t\t\toutputPaths = (
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t\tshellPath = /bin/sh;
        \t\t\tshellScript = "if which swiftlint >/dev/null; then\\n  swiftlint --quiet \\"$SRCROOT\\"\\nfi\\n";
        \t\t};
        /* End PBXShellScriptBuildPhase section */

        /* Begin PBXSourcesBuildPhase section */
        \t\tP0000000000000000000A001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tB0000000000000000000A001 /* NotesApp.swift in Sources */,
        \t\t\t\tB0000000000000000000A002 /* ContentView.swift in Sources */,
        \t\t\t\tB0000000000000000000A003 /* SettingsView.swift in Sources */,
        \t\t\t\tB0000000000000000000A004 /* NoteStore.swift in Sources */,
        \t\t\t\tB0000000000000000000A005 /* Logging.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tP0000000000000000000B001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tB0000000000000000000B004 /* NoteStore.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        \t\tP0000000000000000000C001 /* Sources */ = {
        \t\t\tisa = PBXSourcesBuildPhase;
        \t\t\tbuildActionMask = 2147483647;
        \t\t\tfiles = (
        \t\t\t\tB0000000000000000000C001 /* NotesTests.swift in Sources */,
        \t\t\t);
        \t\t\trunOnlyForDeploymentPostprocessing = 0;
        \t\t};
        /* End PBXSourcesBuildPhase section */

        /* Begin PBXTargetDependency section */
        \t\tT0000000000000000000C001 /* PBXTargetDependency */ = {
        \t\t\tisa = PBXTargetDependency;
        \t\t\ttarget = 20000000000000000000000A /* Notes */;
        \t\t\ttargetProxy = 70000000000000000000C001 /* PBXContainerItemProxy */;
        \t\t};
        /* End PBXTargetDependency section */

        /* Begin XCBuildConfiguration section */
        \t\tC00000000000000000000001 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tALWAYS_SEARCH_USER_PATHS = NO;
        \t\t\t\t"GCC_PREPROCESSOR_DEFINITIONS[arch=*]" = (
        \t\t\t\t\t"DEBUG=1",
        \t\t\t\t\t"$(inherited)",
        \t\t\t\t);
        \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 17.0;
        \t\t\t\tSDKROOT = iphoneos;
        \t\t\t\tSWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC000000000000000000000A1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tINFOPLIST_KEY_UILaunchScreen_Generation = YES;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.notes";
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSWIFT_VERSION = 5.0;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC000000000000000000000B1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 14.0;
        \t\t\t\tPRODUCT_BUNDLE_IDENTIFIER = "com.example.notes.mac";
        \t\t\t\tPRODUCT_MODULE_NAME = NotesForMac;
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tSDKROOT = macosx;
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        \t\tC000000000000000000000C1 /* Debug */ = {
        \t\t\tisa = XCBuildConfiguration;
        \t\t\tbuildSettings = {
        \t\t\t\tBUNDLE_LOADER = "$(TEST_HOST)";
        \t\t\t\tPRODUCT_NAME = "$(TARGET_NAME)";
        \t\t\t\tTEST_HOST = "$(BUILT_PRODUCTS_DIR)/Notes.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/Notes";
        \t\t\t};
        \t\t\tname = Debug;
        \t\t};
        /* End XCBuildConfiguration section */

        /* Begin XCConfigurationList section */
        \t\tL00000000000000000000001 /* Build configuration list for PBXProject "Notes" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC00000000000000000000001 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tL000000000000000000000A1 /* Build configuration list for PBXNativeTarget "Notes" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC000000000000000000000A1 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tL000000000000000000000B1 /* Build configuration list for PBXNativeTarget "Notes Mac" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC000000000000000000000B1 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        \t\tL000000000000000000000C1 /* Build configuration list for PBXNativeTarget "NotesTests" */ = {
        \t\t\tisa = XCConfigurationList;
        \t\t\tbuildConfigurations = (
        \t\t\t\tC000000000000000000000C1 /* Debug */,
        \t\t\t);
        \t\t\tdefaultConfigurationIsVisible = 0;
        \t\t\tdefaultConfigurationName = Debug;
        \t\t};
        /* End XCConfigurationList section */

        /* Begin XCLocalSwiftPackageReference section */
        \t\t60000000000000000000D001 /* XCLocalSwiftPackageReference "NotesKit" */ = {
        \t\t\tisa = XCLocalSwiftPackageReference;
        \t\t\trelativePath = NotesKit;
        \t\t};
        /* End XCLocalSwiftPackageReference section */

        /* Begin XCSwiftPackageProductDependency section */
        \t\t50000000000000000000D001 /* NotesKit */ = {
        \t\t\tisa = XCSwiftPackageProductDependency;
        \t\t\tproductName = NotesKit;
        \t\t};
        /* End XCSwiftPackageProductDependency section */
        \t};
        \trootObject = 10000000000000000000000A /* Project object */;
        }

        """

    /// The Swift files, by path relative to the folder holding `Notes.xcodeproj`.
    static let sources: [SourceText] = [
        SourceText(path: "Notes/NotesApp.swift", text: """
            import SwiftUI

            @main
            struct NotesApp: App {
                var body: some Scene {
                    WindowGroup {
                        ContentView()
                    }
                }
            }
            """),
        SourceText(path: "Notes/ContentView.swift", text: """
            import SwiftUI

            struct ContentView: View {
                var body: some View {
                    NavigationStack {
                        NavigationLink("Settings") { SettingsView() }
                    }
                }
            }

            #Preview {
                ContentView()
                    .environmentObject(NoteStore())
            }
            """),
        SourceText(path: "Notes/SettingsView.swift", text: """
            import SwiftUI

            struct SettingsView: View {
                @EnvironmentObject var store: NoteStore

                var body: some View {
                    Text("\\(store.notes.count) notes")
                }
            }

            #Preview {
                SettingsView()
            }
            """),
        SourceText(path: "Notes/Shared/NoteStore.swift", text: """
            import Combine

            final class NoteStore: ObservableObject {
                @Published var notes: [String] = []
            }
            """),
        SourceText(path: "Notes/Mac/NotesMacApp.swift", text: """
            import SwiftUI

            @main
            struct NotesMacApp: App {
                @StateObject private var store = NoteStore()

                var body: some Scene {
                    Settings {
                        SettingsView()
                            .environmentObject(store)
                    }
                }
            }
            """),
        SourceText(path: "Notes/Mac/SettingsView.swift", text: """
            import SwiftUI

            struct SettingsView: View {
                @EnvironmentObject var account: Account

                var body: some View {
                    Text(account.name)
                }
            }

            #Preview {
                SettingsView()
                    .environmentObject(Account())
            }
            """),
        SourceText(path: "Notes/Mac/Account.swift", text: """
            import Combine

            final class Account: ObservableObject {
                @Published var name = ""
            }
            """),
        SourceText(path: "Notes/Mac/Legacy/OldSettingsView.swift", text: """
            import SwiftUI

            struct OldSettingsView: View {
                var body: some View { Text("Settings") }
            }
            """),
        SourceText(path: "Support/Logging.swift", text: """
            enum Log {
                static func info(_ message: String) {}
            }
            """),
        SourceText(path: "NotesTests/NotesTests.swift", text: """
            import SwiftUI
            import XCTest
            @testable import Notes

            final class NotesTests: XCTestCase {
                func testSettingsShowsTheCount() {
                    let host = UIHostingController(rootView: SettingsView())
                    XCTAssertNotNil(host.view)
                }
            }
            """),
    ]

    /// Where the project file is, beside the sources.
    static let projectFilePath = "Notes.xcodeproj/project.pbxproj"

    /// The same three targets as an XcodeGen spec, for a project that generates its
    /// `.xcodeproj` rather than committing it.
    static let spec = SourceText(path: "project.yml", text: """
        name: Notes
        options:
          bundleIdPrefix: com.example
        targets:
          Notes:
            type: application
            platform: iOS
            sources:
              - path: Notes
                excludes:
                  - "Mac/**"
              - Support
          NotesMac:
            type: application
            platform: macOS
            settings:
              base:
                PRODUCT_NAME: Notes for Mac
            sources:
              - path: Notes/Mac
                excludes:
                  - "Legacy/**"
              - Notes/Shared/NoteStore.swift
          NotesTests:
            type: bundle.unit-test
            platform: iOS
            sources:
              - NotesTests
              - Notes/Mac/Account.swift
            dependencies:
              - target: Notes
        """)

    /// The files each target compiles, and the one no target does.
    static let iOSFiles = ["Notes/NotesApp.swift", "Notes/ContentView.swift", "Notes/SettingsView.swift", "Notes/Shared/NoteStore.swift", "Support/Logging.swift"]
    static let macFiles = ["Notes/Mac/NotesMacApp.swift", "Notes/Mac/SettingsView.swift", "Notes/Mac/Account.swift", "Notes/Shared/NoteStore.swift"]
    static let testFiles = ["NotesTests/NotesTests.swift", "Notes/Mac/Account.swift"]
    static let looseFiles = ["Notes/Mac/Legacy/OldSettingsView.swift"]
}

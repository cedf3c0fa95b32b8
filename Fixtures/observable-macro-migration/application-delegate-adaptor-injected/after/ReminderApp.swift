import SwiftUI

@main
struct ReminderApp: App {
    // The adaptor's argument names the delegate's type, which the injection below passes on.
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate

    var body: some Scene {
        WindowGroup {
            StatusView()
                .environment(appDelegate)
        }
    }
}

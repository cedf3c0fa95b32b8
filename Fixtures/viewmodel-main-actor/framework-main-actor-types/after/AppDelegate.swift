import SwiftUI
import UIKit

/// Isolated to the main actor by 'UIApplicationDelegate', which UIKit marks '@MainActor'.
final class AppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var pushToken: String?
}

/// Isolated to the main actor by its superclass.
final class KeyCommandViewModel: UIResponder, ObservableObject {
    @Published var lastCommand = ""
}

/// Isolated to the main actor by 'UIScrollViewDelegate', as UIKit's delegate protocols are.
final class ScrollOffsetModel: NSObject, ObservableObject, UIScrollViewDelegate {
    @Published var offset = 0.0
}

/// 'NSObject' isolates nothing: reported.
@MainActor
final class FeedViewModel: NSObject, ObservableObject {
    @Published var posts: [String] = []
}

struct RootView: View {
    @EnvironmentObject private var appDelegate: AppDelegate
    @StateObject private var keyCommands = KeyCommandViewModel()
    @StateObject private var feed = FeedViewModel()
    @StateObject private var scrollOffset = ScrollOffsetModel()

    var body: some View {
        VStack {
            Text(appDelegate.pushToken ?? "No token")
            Text(keyCommands.lastCommand)
            Text("\(scrollOffset.offset)")
            List(feed.posts, id: \.self) { Text($0) }
        }
    }
}

import SwiftUI

/// Sanity checks run before taking App Store screenshots.
enum ScreenshotChecks {
    static func isEmpty(_ view: DownloadsView) -> Bool {
        view.viewModel.files.isEmpty
    }
}

import SwiftUI

// Left on disk with the old card: no target of Shop.xcodeproj compiles this file.
struct DashboardView: View {
    var body: some View {
        ActivitySummaryCard()
    }
}

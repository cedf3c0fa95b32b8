import SwiftUI

struct InboxView: View {
    let folder: String
    @State private var isShowingFolder = false
    @State private var isShowingBadge = false

    var body: some View {
        VStack {
            Button("Folder") { isShowingFolder = true }
            Button("Badge") { isShowingBadge = true }
        }
        .sheet(isPresented: $isShowingFolder) {
            ExpandableCell(title: folder)
        }
        .popover(isPresented: $isShowingBadge) {
            BadgeCell(folder, BadgeModel(count: 0))
        }
    }
}

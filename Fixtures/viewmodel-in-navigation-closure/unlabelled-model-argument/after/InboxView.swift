import SwiftUI

struct InboxView: View {
    let folder: String
    @State private var isShowingFolder = false
    @State private var isShowingBadge = false
    @State private var isShowingForm = false

    var body: some View {
        VStack {
            Button("Folder") { isShowingFolder = true }
            Button("Badge") { isShowingBadge = true }
            Button("New") { isShowingForm = true }
        }
        .sheet(isPresented: $isShowingFolder) {
            ExpandableCell(title: folder)
        }
        .popover(isPresented: $isShowingBadge) {
            BadgeCell(folder, BadgeModel(count: 0))
        }
        .fullScreenCover(isPresented: $isShowingForm) {
            FormSheet(NewItemModel(size: 2))
        }
    }
}

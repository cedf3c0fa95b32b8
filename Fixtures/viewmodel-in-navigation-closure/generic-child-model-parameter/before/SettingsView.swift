import SwiftUI

struct SettingsView: View {
    @State private var showsSort = false
    @State private var showsGroups = false
    let sortKey: String

    var body: some View {
        VStack {
            Button("Sort") { showsSort = true }
            Button("Group") { showsGroups = true }
        }
        .sheet(isPresented: $showsSort) {
            ChoicePopup(model: SortChoices(selected: sortKey))
        }
        .popover(isPresented: $showsGroups) {
            ChoicePopup(model: GroupChoices())
        }
    }
}

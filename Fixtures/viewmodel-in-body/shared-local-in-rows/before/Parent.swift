import SwiftUI

struct Item: Identifiable {
    let id: Int
    var name: String
}

struct ParentView: View {
    let items: [Item]

    var body: some View {
        let selection = SelectionViewModel()
        List {
            ForEach(items) { item in
                RowView(viewModel: selection, item: item)
            }
        }
    }
}

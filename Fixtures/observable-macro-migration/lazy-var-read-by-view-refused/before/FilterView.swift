import SwiftUI

struct FilterView: View {
    @ObservedObject var filter: FilterModel

    var body: some View {
        // The text field writes the lazy property through the binding.
        TextField("Search", text: $filter.query)
    }
}

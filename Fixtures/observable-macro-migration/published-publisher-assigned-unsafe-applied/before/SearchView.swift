import Combine
import SwiftUI

struct SearchView: View {
    @ObservedObject var model: SearchModel
    @State private var lastCount = 0

    var body: some View {
        TextField("Search", text: $model.query)
            .onReceive(model.$results) { lastCount = $0.count }
    }
}

import SwiftUI

struct SidebarView: View {
    @ObservedObject var model: SidebarModel

    var body: some View {
        Text("\(model.items.count)")
    }
}

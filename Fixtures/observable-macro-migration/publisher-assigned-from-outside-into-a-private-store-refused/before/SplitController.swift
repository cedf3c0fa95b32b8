import Combine

final class SplitController {
    let sidebar: SidebarModel

    init(sidebar: SidebarModel, items: CurrentValueSubject<[String], Never>) {
        self.sidebar = sidebar
        items.assign(to: &sidebar.$items)
    }
}

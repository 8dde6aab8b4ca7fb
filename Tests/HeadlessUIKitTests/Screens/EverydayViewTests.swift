import Foundation
import Testing
import HeadlessTestSupport
@testable import HeadlessUIKit

extension HeadlessUIKitTests {
    @MainActor
    @Suite("Screens: controls, layout anchors, colours and first responders")
    struct EverydayViewTests {
        @Test("An ordinary screen loads, lays out with anchors and wires its button")
        func everydayScreenLoads() async throws {
            let screen = EverydayScreen()
            await HeadlessRuntime.shared.showInFreshWindow(screen)

            #expect(screen.view.accessibilityIdentifier == "everydayScreen")
            #expect(screen.view.backgroundColor == .systemBackground)
            #expect(screen.view.constraints.count == 4)
            #expect(screen.button.constraints.count == 1)
            #expect(screen.button.translatesAutoresizingMaskIntoConstraints == false)
            #expect(screen.button.actions(forTarget: screen, forControlEvent: .touchUpInside) == ["buttonTapped"])
            #expect(screen.button.allTargets.contains(AnyHashable(screen)))

            screen.button.sendActions(for: .touchUpInside)
            screen.button.sendActions(for: .valueChanged)
            #expect(screen.tapCount == 1)
        }

        @Test("An action runs for its events only, with the control as its sender while it runs")
        func actionsRunForTheirEvents() {
            let control = UISwitch()
            var senders: [Any?] = []
            let action = UIAction(title: "Toggle") { action in senders.append(action.sender) }
            control.addAction(action, for: .valueChanged)

            control.setOn(true, animated: true)
            #expect(control.isOn)
            #expect(senders.isEmpty)
            control.sendActions(for: .valueChanged)
            #expect(senders.count == 1)
            #expect((senders.first ?? nil) as AnyObject? === control)
            #expect(action.sender == nil)

            control.removeAction(action, for: .valueChanged)
            control.sendActions(for: .valueChanged)
            #expect(senders.count == 1)
            #expect(control.allControlEvents.isEmpty)
        }

        @Test("Targets are held weakly and removed by target and action")
        func targetsAreWeakAndRemovable() {
            let control = UIControl()
            var target: PlainScreen? = PlainScreen()
            control.addTarget(target, action: Selector(("first")), for: [.touchUpInside, .valueChanged])
            control.addTarget(target, action: Selector(("second")), for: .touchUpInside)

            control.removeTarget(target, action: Selector(("first")), for: .touchUpInside)
            #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["second"])
            #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["first"])
            target = nil
            #expect(control.allTargets.isEmpty)
        }

        @Test("A button made with a primary action sends it on primaryActionTriggered and shows its title")
        func buttonWithPrimaryAction() {
            var runs = 0
            let button = UIButton(primaryAction: UIAction(title: "Buy") { _ in runs += 1 })

            #expect(button.buttonType == .system)
            #expect(button.title(for: .normal) == "Buy")
            #expect(button.title(for: .highlighted) == "Buy")
            button.isEnabled = false
            #expect(button.state == .disabled)
            #expect(button.currentTitle == "Buy")
            button.sendActions(for: .primaryActionTriggered)
            #expect(runs == 1)
        }

        @Test("A segmented control keeps its segments and a selection that follows insertions and removals")
        func segmentedControl() {
            let control = UISegmentedControl(items: ["Favorites", "Collections"])

            #expect(control.numberOfSegments == 2)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.selectedSegmentIndex = 1
            control.insertSegment(withTitle: "New", at: 0, animated: false)
            #expect(control.selectedSegmentIndex == 2)
            #expect(control.titleForSegment(at: 2) == "Collections")
            control.removeSegment(at: 2, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.selectedSegmentIndex = 7
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
            #expect(control.titleForSegment(at: 9) == nil)
        }

        @Test("Activating a constraint installs it on the views' nearest common ancestor")
        func constraintsInstallOnTheCommonAncestor() {
            let root = UIView()
            let left = UIView()
            let right = UIView()
            let inner = UIView()
            root.addSubview(left)
            root.addSubview(right)
            left.addSubview(inner)

            let between = inner.leadingAnchor.constraint(equalTo: right.trailingAnchor, constant: 8)
            let width = inner.widthAnchor.constraint(equalToConstant: 10)
            #expect(between.isActive == false)
            NSLayoutConstraint.activate([between, width])

            #expect(between.isActive)
            #expect(root.constraints.count == 1 && root.constraints.first === between)
            #expect(inner.constraints.count == 1 && inner.constraints.first === width)
            #expect(between.firstItem === inner && between.secondItem === right)
            #expect(between.firstAttribute == .leading && between.secondAttribute == .trailing)
            #expect(between.constant == 8 && between.relation == .equal)
            #expect(width.secondItem == nil && width.secondAttribute == .notAnAttribute)

            between.isActive = false
            #expect(root.constraints.isEmpty)
            #expect(between.isActive == false)
        }

        @Test("A constraint between views of different hierarchies raises UIKit's exception and stays inactive")
        func constraintWithoutCommonAncestor() async {
            await HeadlessRuntime.shared.reset()
            HeadlessRuntime.shared.exceptionPolicy = .record
            let first = UIView()
            let second = UIView()
            let constraint = first.topAnchor.constraint(equalTo: second.bottomAnchor)

            NSLayoutConstraint.activate([constraint])

            #expect(constraint.isActive == false)
            #expect(HeadlessRuntime.shared.exceptions.map(\.kind) == [.constraintWithoutCommonAncestor])
            #expect(HeadlessRuntime.shared.exceptions.first?.name == "NSGenericException")
        }

        @Test("Colours compare by their components; hue, white and alpha convert as UIKit's do")
        func colours() throws {
            #expect(UIColor.red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == .red)
            #expect(UIColor(hue: 1.0 / 3.0, saturation: 1, brightness: 1, alpha: 1) == .green)
            #expect(UIColor(white: 0.5, alpha: 1) == .gray)
            #expect(UIColor.red != UIColor.blue)
            #expect(UIColor.red.withAlphaComponent(0.5) == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            #expect(UIColor(named: "Brand") == nil)
            var alpha: CGFloat = 0
            #expect(UIColor.clear.getRed(nil, green: nil, blue: nil, alpha: &alpha))
            #expect(alpha == 0)
            #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
            #expect(UIImage(systemName: "") == nil)
            #expect(UIImage(named: "star") == nil)
        }

        @Test("A view inherits its superview's tint unless it has its own")
        func tintIsInherited() {
            let parent = UIView()
            let child = UIView()
            parent.addSubview(child)

            #expect(child.tintColor == .systemBlue)
            parent.tintColor = .red
            #expect(child.tintColor == .red)
            child.tintColor = .green
            #expect(child.tintColor == .green)
        }

        @Test("Only a responder that may, and a view in a window, becomes first responder; the previous one resigns")
        func firstResponder() async {
            let screen = PlainScreen()
            let name = UITextField()
            let email = UITextField()
            #expect(name.becomeFirstResponder() == false)
            await HeadlessRuntime.shared.showInFreshWindow(screen)
            screen.view.addSubview(name)
            screen.view.addSubview(email)

            #expect(screen.view.becomeFirstResponder() == false)
            #expect(name.becomeFirstResponder())
            #expect(name.isFirstResponder)
            #expect(email.becomeFirstResponder())
            #expect(name.isFirstResponder == false && email.isFirstResponder)
            #expect(email.resignFirstResponder())
            #expect(email.isFirstResponder == false)
        }

        @Test("An activity indicator hides while stopped when it hides when stopped")
        func activityIndicator() {
            let spinner = UIActivityIndicatorView(style: .medium)

            #expect(spinner.isHidden)
            spinner.startAnimating()
            #expect(spinner.isAnimating && spinner.isHidden == false)
            spinner.hidesWhenStopped = false
            spinner.stopAnimating()
            #expect(spinner.isHidden == false)
        }

        @Test("A visual effect view and a table cell keep their content views as subviews")
        func contentViews() {
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "cell")

            #expect(effectView.contentView.superview === effectView)
            #expect(cell.detailTextLabel != nil)
            #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
            #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        }
    }
}
